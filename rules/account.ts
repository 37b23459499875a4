// What users type for their account must be: the mobile number they register with, their
// passwords, an identity verification's name and ID number. Free of imports, so the app's
// forms share these very rules and the user hears about a typo before anything is sent.
//
// Accounts are Taiwan mobile numbers: 09 and 8 digits.
export const accountPattern = /^09\d{8}$/

//
// The Taiwan national ID number (身分證字號) and the residents' new-format number: a capital
// letter for the place of first registration, 1 or 2 (citizens, by sex) or 8 or 9
// (residents, since 2021), 7 digits, and a check digit.

/** Each letter's two-digit value; the order of the letters is the registry's, not A-Z. */
const letterValues = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'
const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1] as const

export const taiwanIdPattern = /^[A-Z][1289]\d{8}$/

/** Whether `id` is a well-formed national ID number with the right check digit. */
export function isTaiwanId(id: string): boolean {
  if (!taiwanIdPattern.test(id)) return false
  const value = letterValues.indexOf(id.charAt(0)) + 10
  const digits = [Math.floor(value / 10), value % 10, ...Array.from(id.slice(1), Number)]
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0)
  return sum % 10 === 0
}

/** A123456789 -> A12****789, to show an ID number without exposing it whole. */
export function maskTaiwanId(id: string): string {
  return id.length >= 10 ? `${id.slice(0, 3)}****${id.slice(-3)}` : id
}

/**
 * A real name as on an ID card: 2 to 30 letters of any script (Chinese, Latin, romanised
 * indigenous names), with inner spaces, apostrophes, hyphens and the middle dots of
 * transliterated names (· and ‧). Surrounding spaces are the caller's to trim.
 */
export const realNamePattern = /^[\p{L}\p{M}](?:[\p{L}\p{M} ·‧'-]{0,28})[\p{L}\p{M}]$/u

export function isRealName(name: string): boolean {
  return realNamePattern.test(name) && !/\s{2}/.test(name)
}

/** A fund password (資金密碼) is exactly 6 digits. */
export const fundPasswordPattern = /^\d{6}$/

/** A login password's length, as registration requires. */
export const loginPasswordLength = { min: 6, max: 20 } as const
