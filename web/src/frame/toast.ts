// A short message over the screen for 2 s (docs/product.md#the-request-layer), one at a time:
// a new message replaces the one showing. The store lives outside React so the request layer
// can call it; <Toaster> in the root layout shows it.
//
// The app's own rather than antd-mobile's Toast: that one sits inside an aria-hidden mask
// (screen readers never hear the message), blocks taps on what is under it for the 2 s,
// and brings an animation library along.
import { toastMs } from '../app/constants.ts'

export interface ToastMessage {
  /** Distinguishes two showings of the same text. */
  id: number
  text: string
}

let current: ToastMessage | undefined
let sequence = 0
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function showToast(text: string): void {
  current = { id: ++sequence, text }
  clearTimeout(hideTimer)
  hideTimer = setTimeout(() => {
    current = undefined
    emit()
  }, toastMs)
  emit()
}

/** Hides the current toast at once (the tests' shared set-up starts each test without one). */
export function dismissToast(): void {
  clearTimeout(hideTimer)
  if (current === undefined) return
  current = undefined
  emit()
}

export function currentToast(): ToastMessage | undefined {
  return current
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
