// Debian packages the project's own scripts install when something they need is missing (a
// browser for the tests, a Chinese font for the app's benchmark): `apt-get update`, then
// `apt-get install -y`, as root on Debian only.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Whether this machine can install Debian packages without asking (root on Debian). */
export const canInstallPackages = (): boolean => existsSync('/etc/debian_version') && process.getuid?.() === 0

/** Installs the packages; says why not and returns false when it cannot. */
export function aptInstall(packages: readonly string[], who: string): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    console.log(`$ apt-get ${args.join(' ')}`)
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.error !== undefined) {
      console.error(`${who}: could not run apt-get: ${result.error.message}`)
      return false
    }
    if (result.status !== 0) {
      console.error(`${who}: apt-get ${args[0]} failed (exit ${result.status})`)
      return false
    }
  }
  return true
}
