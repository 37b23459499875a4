// Builds the app into web/dist unless the build there is newer than everything it is made
// from. `npm test` builds once in its budget step; the Playwright server then reuses it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
/** Written last by every build (build.manifest in web/vite.config.ts). */
export const buildStamp = resolve(root, 'web/dist/.vite/manifest.json')
/** What a build is made from: the app, its contract-generated modules, its settings and dependencies. */
const inputs = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/precompress.ts', 'web/inline-entry-css.ts', 'web/form-help.ts', 'web/prerender-start.ts', 'web/tsr.config.json', 'openapi/generated', 'openapi/operations.ts', 'package-lock.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(resolve(path, name))), stat.mtimeMs)
}

export function buildIsFresh(): boolean {
  if (!existsSync(buildStamp)) return false
  const built = statSync(buildStamp).mtimeMs
  return inputs.every((input) => newestChange(resolve(root, input)) < built)
}

export function build(): void {
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`)
}

/** Builds unless fresh; says which. */
export function buildIfStale(): 'built' | 'fresh' {
  if (buildIsFresh()) return 'fresh'
  build()
  return 'built'
}

if (import.meta.main) {
  const outcome = buildIfStale()
  console.log(outcome === 'fresh' ? 'web/dist is up to date: not rebuilt' : 'web/dist built')
}
