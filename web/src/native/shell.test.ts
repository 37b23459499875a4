// The native shell's start-up with fake plugins: the status bar is set, the back button is
// taken over, and on a root screen its hint is a translated toast before the app quits.
import type { BackButtonListener } from '@capacitor/app'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { currentToast } from '../frame/toast.ts'
import { changeLanguage, initI18n } from '../i18n/index.ts'
import { type ShellPlugins, startNativeShell } from './shell.ts'

function fakePlugins() {
  const listeners = new Map<string, BackButtonListener>()
  const plugins = {
    app: {
      addListener: vi.fn(async (event: string, listener: BackButtonListener) => {
        listeners.set(event, listener)
        return { remove: async () => void listeners.delete(event) }
      }),
      exitApp: vi.fn(async () => {}),
    },
    statusBar: {
      setStyle: vi.fn(async () => {}),
      setOverlaysWebView: vi.fn(async () => {}),
      setBackgroundColor: vi.fn(async () => {}),
    },
  }
  const pressBack = () => listeners.get('backButton')?.({ canGoBack: true })
  // One fake listener stands for all of addListener's overloads.
  return { plugins: plugins as unknown as ShellPlugins & typeof plugins, pressBack, listeners }
}

beforeAll(async () => {
  await initI18n('zh-TW')
})

beforeEach(() => {
  vi.useFakeTimers()
  return async () => {
    vi.useRealTimers()
    await changeLanguage('zh-TW')
  }
})

describe('startNativeShell', () => {
  it('sets the status bar and listens to the back button', async () => {
    const { plugins, listeners } = fakePlugins()
    await startNativeShell({ currentPath: () => '/home/index', canGoBack: () => true, goBack: () => {} }, plugins)
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' })
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#ffffff' })
    expect([...listeners.keys()]).toEqual(['backButton'])
  })

  it.each<[string, string]>([
    ['zh-TW', '再按一次返回鍵退出'],
    ['zh-CN', '再按一次返回键退出'],
    ['en', 'Press back again to exit'],
  ])('on the home screen shows the hint in %s, then quits on a second press within 1 s', async (language, hint) => {
    await changeLanguage(language as 'zh-TW')
    const { plugins, pressBack } = fakePlugins()
    const goBack = vi.fn()
    await startNativeShell({ currentPath: () => '/home/index', canGoBack: () => true, goBack }, plugins)
    pressBack()
    expect(currentToast()?.text).toBe(hint)
    expect(plugins.app.exitApp).not.toHaveBeenCalled()
    vi.advanceTimersByTime(800)
    pressBack()
    expect(plugins.app.exitApp).toHaveBeenCalledTimes(1)
    expect(goBack).not.toHaveBeenCalled()
  })

  it('goes back in history inside the app without a hint', async () => {
    const { plugins, pressBack } = fakePlugins()
    const goBack = vi.fn()
    await startNativeShell({ currentPath: () => '/information/index', canGoBack: () => true, goBack }, plugins)
    pressBack()
    expect(goBack).toHaveBeenCalledTimes(1)
    expect(currentToast()).toBeUndefined()
  })

  it('still takes over the back button when the platform refuses every status bar setting', async () => {
    const { plugins, listeners } = fakePlugins()
    const refuse = async () => {
      throw new Error('not implemented')
    }
    plugins.statusBar.setStyle.mockImplementation(refuse)
    plugins.statusBar.setOverlaysWebView.mockImplementation(refuse)
    plugins.statusBar.setBackgroundColor.mockImplementation(refuse)
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await startNativeShell({ currentPath: () => '/home/index', canGoBack: () => true, goBack: () => {} }, plugins)
    expect(listeners.has('backButton')).toBe(true)
    expect(info).toHaveBeenCalledTimes(3)
    info.mockRestore()
  })
})
