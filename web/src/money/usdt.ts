// USDT addresses as the screens show them (their formats: rules/payout-accounts.ts).
/** TLa2f6…wYjU7 */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-5)}`
