// The login area reads nothing; what its calls change in the cache is said here. A login
// (on the login or the re-login screen) may be another account's: every query of the
// user's own data is dropped (removed, not marked stale: the previous account's figures
// must not show, even for a moment). Only what the areas' factories mark as the same for
// every user stays (sameForEveryUser: the site configuration, market data, news), so a
// new area's data is dropped too without being listed here. Logging out and switching
// account clear the whole cache instead (frame/special-targets.ts,
// frame/use-switch-account.ts): nothing may be read without a session there.
import type { Query } from '@tanstack/react-query'

import { isSameForEveryUser } from '../refresh.ts'

/** What each call of the login area does to the cache. */
export const loginRefresh = {
  /** /user/login: the queries to remove (forgetWhere), not to refresh. */
  removeAfterLogin: () => (query: Pick<Query, 'meta'>) => !isSameForEveryUser(query),
}
