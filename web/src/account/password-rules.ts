// The rules the server applies to new passwords (rules/account.ts, the module the mock uses),
// checked before sending so the user hears at once.
import { fundPasswordPattern, loginPasswordLength } from '#rules/account.ts'

export { fundPasswordPattern, loginPasswordLength }

export function isLoginPassword(value: string): boolean {
  return value.length >= loginPasswordLength.min && value.length <= loginPasswordLength.max
}

export function isFundPassword(value: string): boolean {
  return fundPasswordPattern.test(value)
}
