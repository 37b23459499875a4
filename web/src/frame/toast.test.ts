import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toastMs } from '../app/constants.ts'
import { currentToast, showToast, subscribeToToasts } from './toast.ts'

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  })

  it('shows a message for exactly 2 s', () => {
    showToast('餘額不足')
    expect(currentToast()?.text).toBe('餘額不足')
    vi.advanceTimersByTime(toastMs - 1)
    expect(currentToast()?.text).toBe('餘額不足')
    vi.advanceTimersByTime(1)
    expect(currentToast()).toBeUndefined()
    expect(toastMs).toBe(2000)
  })

  it('replaces the message showing and restarts the 2 s', () => {
    showToast('first')
    vi.advanceTimersByTime(1500)
    showToast('second')
    expect(currentToast()?.text).toBe('second')
    vi.advanceTimersByTime(1500)
    expect(currentToast()?.text).toBe('second')
    vi.advanceTimersByTime(500)
    expect(currentToast()).toBeUndefined()
  })

  it('gives the same text shown twice a new id, so it is announced again', () => {
    showToast('same')
    const first = currentToast()?.id
    showToast('same')
    expect(currentToast()?.id).not.toBe(first)
  })

  it('tells subscribers when a message appears and when it goes, until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToToasts(listener)
    showToast('hello')
    vi.advanceTimersByTime(toastMs)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    showToast('again')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
