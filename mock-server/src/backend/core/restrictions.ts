// The account states (docs/product.md#account-states), enforced in one place: a frozen account may do
// nothing; the broker may forbid login, trading or withdrawal separately; some actions
// need a verified identity (real-name verification). Each operation declares what it
// needs in the contract (`x-restriction`, `x-verified`) and the dispatcher checks it
// before the handler runs; only login, which has no session yet, checks in its own rule.
import { raise } from './catalogue.ts'
import type { UserRecord } from './collections.ts'

export type GuardedAction = 'login' | 'use' | 'trade' | 'withdraw'

/**
 * Raises the catalogue message that forbids `action` for this user, if any. `use` is any
 * other call of a logged-in user (only a frozen account is stopped).
 */
export function assertMay(user: UserRecord, action: GuardedAction): void {
  if (user.restrictions.frozen) raise('account_frozen')
  if (action === 'login' && user.restrictions.loginForbidden) raise('login_forbidden')
  if (action === 'trade' && user.restrictions.tradingForbidden) raise('trading_forbidden')
  if (action === 'withdraw' && user.restrictions.withdrawalForbidden) raise('withdrawal_forbidden')
}

/** Raises realname_required unless the user's identity is verified (is_true 1). */
export function assertVerified(user: UserRecord): void {
  if (user.verification !== 1) raise('realname_required')
}

/** The contract's `x-restriction`: which account state an operation needs (`none`: anyone may call it). */
export const restrictions = ['none', 'use', 'trade', 'withdraw'] as const
export type Restriction = (typeof restrictions)[number]

/** What an operation asks of the caller's account. */
export interface AccountRequirement {
  restriction: Restriction
  /** `x-verified: true`: the identity must be verified. */
  verified: boolean
}

/** Raises the catalogue refusal when the user's account does not meet the operation's requirement. */
export function assertMeets(user: UserRecord, requirement: AccountRequirement): void {
  if (requirement.restriction !== 'none') assertMay(user, requirement.restriction)
  if (requirement.verified) assertVerified(user)
}
