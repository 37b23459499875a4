// The back button of the native shell: history inside the app, hint then quit on root screens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createBackButtonHandler } from './back-button.ts'
import { isRootScreen } from './root-screens.ts'

function shellWith(path: string, canGoBack = true) {
  const actions = {
    currentPath: vi.fn(() => path),
    canGoBack: vi.fn(() => canGoBack),
    goBack: vi.fn(),
    showExitHint: vi.fn(),
    exitApp: vi.fn(),
  }
  return { actions, press: createBackButtonHandler(actions) }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.parse('2026-11-23T09:30:00+08:00'))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('isRootScreen', () => {
  it.each<[string, boolean]>([
    ['/home/index', true],
    ['/market/stockDetail', true],
    ['/trade/index', true],
    ['/favorite/index', true],
    ['/market/largeMarket', true],
    ['/login/start', true],
    ['/login/login', true],
    ['/login/register', true],
    ['/', true],
    ['/information/index', false],
    ['/market/stockDetail/extra', false],
    ['/home', false],
    ['/loginx', false],
  ])('%s -> %s', (path, root) => {
    expect(isRootScreen(path)).toBe(root)
  })
})

describe('back button', () => {
  it('goes one step back in history on a screen inside the app, every time', () => {
    const { actions, press } = shellWith('/information/index')
    press()
    press()
    expect(actions.goBack).toHaveBeenCalledTimes(2)
    expect(actions.showExitHint).not.toHaveBeenCalled()
    expect(actions.exitApp).not.toHaveBeenCalled()
  })

  it.each(['/home/index', '/market/largeMarket', '/login/start'])(
    'on the root screen %s shows the hint and stays',
    (path) => {
      const { actions, press } = shellWith(path)
      press()
      expect(actions.showExitHint).toHaveBeenCalledTimes(1)
      expect(actions.goBack).not.toHaveBeenCalled()
      expect(actions.exitApp).not.toHaveBeenCalled()
    },
  )

  it.each([1, 500, 1000])('quits on a second press %i ms after the first on a root screen', (gapMs) => {
    const { actions, press } = shellWith('/home/index')
    press()
    vi.advanceTimersByTime(gapMs)
    press()
    expect(actions.exitApp).toHaveBeenCalledTimes(1)
    expect(actions.showExitHint).toHaveBeenCalledTimes(1)
  })

  it('does not quit on a second press after more than 1 s: it shows the hint again', () => {
    const { actions, press } = shellWith('/home/index')
    press()
    vi.advanceTimersByTime(1001)
    press()
    expect(actions.exitApp).not.toHaveBeenCalled()
    expect(actions.showExitHint).toHaveBeenCalledTimes(2)
    // ...and that second hint arms a new window.
    vi.advanceTimersByTime(400)
    press()
    expect(actions.exitApp).toHaveBeenCalledTimes(1)
  })

  it('starts over after quitting: the next press only shows the hint', () => {
    const { actions, press } = shellWith('/home/index')
    press()
    press()
    press()
    expect(actions.exitApp).toHaveBeenCalledTimes(1)
    expect(actions.showExitHint).toHaveBeenCalledTimes(2)
  })

  it('treats a screen with nothing to go back to as a root screen', () => {
    const { actions, press } = shellWith('/information/index', false)
    press()
    vi.advanceTimersByTime(300)
    press()
    expect(actions.goBack).not.toHaveBeenCalled()
    expect(actions.showExitHint).toHaveBeenCalledTimes(1)
    expect(actions.exitApp).toHaveBeenCalledTimes(1)
  })

  it('does not count a press that went back in history towards quitting', () => {
    let path = '/information/index'
    const actions = {
      currentPath: () => path,
      canGoBack: () => true,
      goBack: vi.fn(() => {
        path = '/home/index'
      }),
      showExitHint: vi.fn(),
      exitApp: vi.fn(),
    }
    const press = createBackButtonHandler(actions)
    press()
    vi.advanceTimersByTime(200)
    press()
    expect(actions.goBack).toHaveBeenCalledTimes(1)
    expect(actions.showExitHint).toHaveBeenCalledTimes(1)
    expect(actions.exitApp).not.toHaveBeenCalled()
  })
})
