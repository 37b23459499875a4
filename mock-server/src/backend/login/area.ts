// The login area: signing in and out, and opening an account.
import type { Area } from '../core/area.ts'
import { loginHandlers } from './handlers.ts'

export const loginArea: Area = {
  name: 'login',
  handlers: loginHandlers,
}
