// Detecting the native shell from the bridge it injects, without importing any plugin.
import { describe, expect, it } from 'vitest'

import { nativePlatform } from './bridge.ts'

const bridge = (isNative: boolean, platform: string) => ({
  Capacitor: { isNativePlatform: () => isNative, getPlatform: () => platform },
})

describe('nativePlatform', () => {
  it.each<[string, object, string | undefined]>([
    ['a plain browser (no bridge)', {}, undefined],
    ['@capacitor/core loaded in a browser (web platform)', bridge(false, 'web'), undefined],
    ['the Android shell', bridge(true, 'android'), 'android'],
    ['the iOS shell', bridge(true, 'ios'), 'ios'],
    ['a bridge of an unknown platform', bridge(true, 'electron'), undefined],
    ['a bridge without the functions', { Capacitor: {} }, undefined],
    ['a non-object global', { Capacitor: 'yes' }, undefined],
  ])('%s -> %s', (_, scope, platform) => {
    expect(nativePlatform(scope)).toBe(platform)
  })

  it('reads the global scope by default: not native in jsdom', () => {
    expect(nativePlatform()).toBeUndefined()
  })
})
