// `node scripts/ensure-browser.ts`: makes sure Playwright has a Chromium to drive.
// Playwright's own download does not work on these machines; Debian's `chromium` package
// does (scripts/chromium.ts takes it when Playwright's browser is absent).
// As root on Debian it installs the package; anywhere else it says what to do.
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { aptInstall, canInstallPackages } from './apt.ts'
import { systemChromium } from './chromium.ts'

function found(): string | undefined {
  const own = chromium.executablePath()
  if (own && existsSync(own)) return `Playwright's Chromium (${own})`
  if (existsSync(systemChromium)) return `Debian's Chromium (${systemChromium})`
  return undefined
}

const present = found()
if (present !== undefined) {
  console.log(`Browser for the Playwright tests: ${present}`)
  process.exit(0)
}

if (canInstallPackages()) {
  console.log("No Chromium found: installing Debian's chromium package (about a minute)...")
  if (aptInstall(['chromium'], 'ensure-browser') && found() !== undefined) {
    console.log(`Browser for the Playwright tests: ${found()}`)
    process.exit(0)
  }
  console.error(`ensure-browser: ${systemChromium} is still missing after the install.`)
  process.exit(1)
}

console.error(
  [
    'ensure-browser: no Chromium for the Playwright tests.',
    'Install one of these, then run the tests again:',
    '  - Debian/Ubuntu: sudo apt-get install -y chromium   (used from /usr/bin/chromium)',
    '  - anywhere Playwright can download: npx playwright install chromium',
  ].join('\n'),
)
process.exit(1)
