// The balances a user has and the kinds of movement the ledger records. The foundation's
// kinds are here; each area declares its own in its area object (with the title and
// category fund records show), and adds them to `LedgerKinds` so that postings are typed.
import type { components } from '#openapi/generated/api.ts'

/**
 * `twd` available; `frozenTwd` held for pending requests and orders (they may still give it
 * back); `settlingTwd` what trades that have filled will pay when they settle (T+2, 待交割).
 */
export const balanceNames = ['twd', 'usd', 'usdt', 'frozenTwd', 'settlingTwd'] as const
export type BalanceName = (typeof balanceNames)[number]

/** The currency a balance is kept in. */
export const balanceCurrency: Record<BalanceName, 'TWD' | 'USD' | 'USDT'> = {
  twd: 'TWD',
  usd: 'USD',
  usdt: 'USDT',
  frozenTwd: 'TWD',
  settlingTwd: 'TWD',
}

export type FundCategory = components['schemas']['FundCategory']

/** How fund records (`/user/capitalloglist`) show a kind: its title in the upstream's language and its filter. */
export interface LedgerKindInfo {
  title: string
  category: FundCategory
}

export type LedgerKindTable = Readonly<Record<string, LedgerKindInfo>>

/** The kinds of a table, for an area's `declare module` that adds them to `LedgerKinds`. */
export type KindsOf<Table extends LedgerKindTable> = { readonly [Kind in keyof Table]: LedgerKindInfo }

export const foundationLedgerKinds = {
  /** The balance a seeded account starts with. */
  opening: { title: '期初餘額', category: 'other' },
  /** Set by the steering API for a test. */
  adjustment: { title: '餘額調整', category: 'other' },
} as const satisfies LedgerKindTable

/** Every kind of movement: the foundation's here, each area's added where the area declares them. */
export interface LedgerKinds extends KindsOf<typeof foundationLedgerKinds> {}

export type LedgerKind = keyof LedgerKinds & string
