// Runs before `npm start` and `npm test` (prestart/pretest), on whatever Node the machine
// has (plain JavaScript on purpose: the project's own Node 24 may not be installed yet).
// Installs the dependencies when they are missing or older than the lockfile, then checks
// that the project's Node is in place.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const projectNode = resolve(root, 'node_modules/.bin/node')
const installedLock = resolve(root, 'node_modules/.package-lock.json')
const lock = resolve(root, 'package-lock.json')

const stale =
  !existsSync(projectNode) || !existsSync(installedLock) || statSync(installedLock).mtimeMs < statSync(lock).mtimeMs

if (stale) {
  console.log('Installing dependencies (npm ci)...')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('npm ci failed; see the messages above.')
    process.exit(result.status ?? 1)
  }
}

let version = ''
try {
  version = execFileSync(projectNode, ['--version'], { encoding: 'utf8' }).trim()
} catch {
  // reported below
}
if (!version.startsWith('v24.')) {
  console.error(
    `The project's Node 24 is missing (node_modules/.bin/node ${version || 'not found'}).\n` +
      'Its install script must run: do not install with --ignore-scripts.',
  )
  process.exit(1)
}
