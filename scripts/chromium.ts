// The Chromium every browser run drives: Playwright's own when it is installed, else Debian's
// `chromium` package (Playwright's download does not work on these machines), with the
// flags a headless run in a container needs.
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

export const systemChromium = '/usr/bin/chromium'

/** Launch options for Chromium, with `extraArgs` after the common flags. */
export function chromiumOptions(extraArgs: readonly string[] = []): { executablePath?: string; args: string[] } {
  return {
    ...(existsSync(chromium.executablePath()) ? {} : { executablePath: systemChromium }),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  }
}
