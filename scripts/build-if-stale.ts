// Builds the app into web/dist and the mock's control panel into mock-server/panel/dist,
// each unless its build there is newer than everything it is made from. `npm test` builds
// both once in its budget step; the Playwright servers, `npm start` and `npm run dev:msw`
// then reuse them. `node scripts/build-if-stale.ts` builds both; `--panel` only the panel.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** A folder's own scripts (not its tests): a Vite config and the plugins it imports. */
function buildScripts(folder: string): string[] {
  return readdirSync(resolve(root, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`)
}

export interface Build {
  name: string
  config: string
  /** Written last by every build (build.manifest in its Vite config). */
  stamp: string
  /** What a build is made from: its sources, the contract-generated modules, its settings and dependencies. */
  inputs: readonly string[]
}

const app: Build = {
  name: 'web/dist',
  config: 'web/vite.config.ts',
  stamp: 'web/dist/.vite/manifest.json',
  // The build's config and plugins are every script beside it (web/*.ts), so a new plugin counts
  // without being listed here.
  inputs: [
    'web/src',
    'web/public',
    'web/index.html',
    ...buildScripts('web'),
    'web/tsr.config.json',
    'openapi/generated',
    'openapi/operations.ts',
    'package-lock.json',
  ],
}

export const panel: Build = {
  name: 'mock-server/panel/dist',
  config: 'mock-server/panel/vite.config.ts',
  stamp: 'mock-server/panel/dist/.vite/manifest.json',
  inputs: [
    'mock-server/panel/src',
    'mock-server/panel/index.html',
    'mock-server/panel/vite.config.ts',
    'openapi/generated',
    'package-lock.json',
  ],
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(resolve(path, name))), stat.mtimeMs)
}

/** Whether the build's stamp is newer than everything it is made from (below `base`). */
export function isFresh(build: Pick<Build, 'stamp' | 'inputs'>, base = root): boolean {
  const stamp = resolve(base, build.stamp)
  if (!existsSync(stamp)) return false
  const built = statSync(stamp).mtimeMs
  return build.inputs.every((input) => newestChange(resolve(base, input)) < built)
}

function run(build: Build): void {
  const result = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', build.config, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error(`vite build of ${build.name} failed (${result.status ?? result.signal})`)
}

/** Builds the app (web/dist), fresh or not. */
export function build(): void {
  run(app)
}

function ifStale(target: Build): 'built' | 'fresh' {
  if (isFresh(target)) return 'fresh'
  run(target)
  return 'built'
}

/** Builds the app unless fresh; says which. */
export const buildIfStale = (): 'built' | 'fresh' => ifStale(app)

/** Builds the control panel unless fresh; says which. */
export const buildPanelIfStale = (): 'built' | 'fresh' => ifStale(panel)

if (import.meta.main) {
  for (const [target, outcome] of process.argv.includes('--panel')
    ? [[panel, buildPanelIfStale()] as const]
    : [[app, buildIfStale()] as const, [panel, buildPanelIfStale()] as const]) {
    console.log(outcome === 'fresh' ? `${target.name} is up to date: not rebuilt` : `${target.name} built`)
  }
}
