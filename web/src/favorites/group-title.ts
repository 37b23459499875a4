// A watchlist group's title on screen: the default group's is the app's own word for the
// watchlist (自選股, My stocks) in the user's language; the others' are the names users gave.
import type { TFunction } from 'i18next'

import type { WatchlistGroups } from './use-watchlist.ts'

export function groupTitle(
  group: Pick<WatchlistGroups[number], 'default' | 'name'>,
  t: TFunction<'favorites'>,
): string {
  return group.default ? t('watchlist.label') : group.name
}
