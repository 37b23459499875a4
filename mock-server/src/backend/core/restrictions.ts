// The account states of spec section 6, enforced in one place: a frozen account may do
// nothing; the broker may forbid login, trading or withdrawal separately; some actions
// need a verified identity (real-name verification).
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
