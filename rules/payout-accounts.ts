// Where a cash-out may go, as the server checks it and the forms check it first: bank
// account numbers, and USDT addresses per network. Free of imports (the app shares it).

/** A bank account number: 10 to 16 digits. */
export const bankNumberPattern = /^\d{10,16}$/

/** TRC20 (Tron): T + 33 base58 characters; ERC20 (Ethereum): 0x + 40 hex digits. */
export const usdtAddressPatterns = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
} as const

export type UsdtNetwork = keyof typeof usdtAddressPatterns
