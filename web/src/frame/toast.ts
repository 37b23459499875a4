// A short message over the screen for 2 s (spec section 8). antd-mobile's Toast brings
// its animation library along, so it loads on the first message instead of with the app.
import { toastMs } from '../app/constants.ts'

let kit: Promise<typeof import('antd-mobile/es/components/toast')['default']> | undefined

export function showToast(message: string): void {
  kit ??= import('antd-mobile/es/components/toast').then((module) => module.default)
  void kit.then((Toast) => Toast.show({ content: message, duration: toastMs }))
}
