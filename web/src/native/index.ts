// Starts the web side of the native shell when the app runs inside it. In a plain browser it
// does nothing and loads nothing: the plugins are a separate chunk, imported only here.
import { nativePlatform } from './bridge.ts'
import type { ShellNavigation } from './shell.ts'

/** Resolves to whether the shell was found (and its start-up attempted). */
export async function startNativeShellIfPresent(navigation: ShellNavigation): Promise<boolean> {
  if (nativePlatform() === undefined) return false
  try {
    const { startNativeShell } = await import('./shell.ts')
    await startNativeShell(navigation)
  } catch (error) {
    // The app stays usable without its native touches.
    console.error('native shell: start-up failed', error)
  }
  return true
}
