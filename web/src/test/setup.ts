// jsdom lacks a few browser APIs the app relies on.
import { afterEach } from 'vitest'

afterEach(() => {
  localStorage.clear()
})
