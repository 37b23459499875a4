import { afterEach, describe, expect, it, vi } from 'vitest'

import { removeSplashOnFirstScreen } from './splash.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function page() {
  const splash = document.body.appendChild(document.createElement('div'))
  const root = document.body.appendChild(document.createElement('div'))
  return { splash, root }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('removeSplashOnFirstScreen', () => {
  it('keeps the splash while the app shows no screen, and removes it with the first one', async () => {
    const { splash, root } = page()
    removeSplashOnFirstScreen(root, splash)
    root.append(document.createElement('div'))
    await flush()
    expect(splash.isConnected).toBe(true)
    root.firstElementChild!.append(document.createElement('main'))
    await flush()
    expect(splash.isConnected).toBe(false)
  })

  it('removes the splash after the timeout whatever happens', () => {
    vi.useFakeTimers()
    const { splash, root } = page()
    removeSplashOnFirstScreen(root, splash, 1_000)
    vi.advanceTimersByTime(999)
    expect(splash.isConnected).toBe(true)
    vi.advanceTimersByTime(1)
    expect(splash.isConnected).toBe(false)
  })

  it('does nothing without a splash', () => {
    expect(() => removeSplashOnFirstScreen(document.body, null)).not.toThrow()
  })
})
