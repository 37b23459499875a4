// USDT addresses as the screens check and show them.
/** The formats of USDT addresses per network, as the server checks. */
export const usdtAddressPatterns = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
} as const

export type UsdtNetwork = keyof typeof usdtAddressPatterns

/** TLa2f6…wYjU7 */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-5)}`
