import { Toast } from 'antd-mobile'
import { toastMs } from '../app/constants.ts'

/** A short message over the screen for 2 s (spec section 8). */
export function showToast(message: string): void {
  Toast.show({ content: message, duration: toastMs })
}
