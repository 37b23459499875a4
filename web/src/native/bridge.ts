// Whether the app runs inside the native shell. The shell (Capacitor's Android or iOS
// project) injects its bridge as the global `Capacitor` before any page script runs; in a
// plain browser there is none. Reading the global, rather than importing @capacitor/core,
// keeps the plugins out of the browser bundle: they load only inside the shell.

/** The part of the injected bridge read here. */
interface InjectedBridge {
  isNativePlatform?: () => boolean
  getPlatform?: () => string
}

export type NativePlatform = 'android' | 'ios'

/** The native platform the app runs on, or undefined in a plain browser. */
export function nativePlatform(scope: object = globalThis): NativePlatform | undefined {
  const bridge = (scope as { Capacitor?: InjectedBridge }).Capacitor
  if (bridge?.isNativePlatform?.() !== true) return undefined
  const platform = bridge.getPlatform?.()
  return platform === 'android' || platform === 'ios' ? platform : undefined
}
