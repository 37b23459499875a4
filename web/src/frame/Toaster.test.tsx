import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { showToast } from './toast.ts'
import { Toaster } from './Toaster.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('<Toaster>', () => {
  let container: HTMLElement
  let root: Root

  beforeEach(() => {
    vi.useFakeTimers()
    container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
    act(() => root.render(<Toaster />))
  })

  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  })

  it('keeps a polite live region on screen and puts the message in it for 2 s', () => {
    const region = container.querySelector('[role="status"]')
    expect(region?.getAttribute('aria-live')).toBe('polite')
    expect(region?.closest('[aria-hidden="true"]')).toBeNull()
    expect(region?.textContent).toBe('')
    act(() => showToast('帳號或密碼錯誤'))
    expect(region?.textContent).toBe('帳號或密碼錯誤')
    act(() => vi.advanceTimersByTime(2000))
    expect(region?.textContent).toBe('')
  })
})
