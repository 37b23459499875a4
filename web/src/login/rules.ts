// The rules the upstream applies to new accounts, checked before sending too.
export const accountPattern = /^09\d{8}$/
export const passwordLength = { min: 6, max: 20 } as const
