// The login area reads nothing; what its calls change in the cache is said here. A login
// (on the login or the re-login screen) may be another account's: every area holding the
// user's own data is dropped from the cache (removed, not marked stale: the previous
// account's figures must not show, even for a moment), while what is the same for every
// user stays (the site configuration, market data, news). Logging out and switching
// account clear the whole cache instead (frame/special-targets.ts, frame/use-switch-account.ts):
// nothing may be read without a session there, and the start screens read the
// configuration again.
import type { QueryKey } from '@tanstack/react-query'
import { accountKeys } from './account.ts'
import { activitiesKeys } from './activities.ts'
import { blockTradesKeys } from './block-trades.ts'
import { copyTradingKeys } from './copy-trading.ts'
import { favoritesKeys } from './favorites.ts'
import { moneyKeys } from './money.ts'
import { newSharesKeys } from './new-shares.ts'
import { tradeKeys } from './trade.ts'

/** What each call of the login area does to the cache. */
export const loginRefresh = {
  /** /user/login: these are removed (forget), not refreshed. */
  removeAfterLogin: (): QueryKey[] => [
    accountKeys.all,
    activitiesKeys.all,
    favoritesKeys.all,
    tradeKeys.all,
    moneyKeys.all,
    newSharesKeys.all,
    blockTradesKeys.all,
    copyTradingKeys.all,
  ],
}
