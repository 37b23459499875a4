// `npm run contract:release`: releases the working tree's contract as its info.version. It
// refuses a version that is not a semantic version, not above the last release, or that keeps
// the major version over a breaking change; otherwise it writes the snapshot
// openapi/releases/<version>.json (the bundled document, the catalogue, the ids the app
// translates and the fields the app reads now) and the page docs/contract-changes.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { loadWorkingTree } from './load.ts'
import {
  catalogueRecord,
  changesPage,
  checkAgainstRelease,
  compareVersions,
  pageBanner,
  parseVersion,
  releases,
  releasesDir,
} from './release.ts'
import { countsOf, countsText } from './table.ts'
import { cachedAppUsage } from './usage.ts'

const root = resolve(import.meta.dirname, '../..')

async function main(): Promise<number> {
  const contract = await loadWorkingTree(root)
  const { state, document } = contract
  const version = parseVersion(state.version)
  if (version === undefined) {
    console.error(`contract:release: info.version '${state.version}' is not a semantic version (major.minor.patch)`)
    return 2
  }
  const last = releases(root).at(-1)
  if (last !== undefined) {
    if (compareVersions(version, last.version) <= 0) {
      console.error(
        `contract:release: ${version.text} is already released or below the last release ` +
          `(${last.version.text}); raise info.version in openapi/openapi.yaml`,
      )
      return 2
    }
    const check = checkAgainstRelease(state, last)
    if (check.problems.length > 0) {
      console.error(`contract:release: ${check.problems.join('\n')}`)
      return 1
    }
    console.log(`Against ${last.version.text}: ${countsText(countsOf(check.changes))}.`)
  }
  const usage = cachedAppUsage(root, new Set(state.operations.map((operation) => operation.path)))
  const snapshot = { ...document, 'x-release': { ...catalogueRecord(root), usage } }
  mkdirSync(resolve(root, releasesDir), { recursive: true })
  const file = resolve(root, releasesDir, `${version.text}.json`)
  writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`)
  writeFileSync(resolve(root, 'docs/contract-changes.md'), changesPage(releases(root), pageBanner))
  console.log(
    `Released ${version.text}: wrote ${releasesDir}/${version.text}.json and docs/contract-changes.md; commit both.`,
  )
  return 0
}

process.exitCode = await main()
