// The cache as a long session may leave it: one query (or a few) of every kind, from every
// area's factory, each under a readable name. The query modules' tests seed a client with
// all of them, apply a change's refresh list and read which were touched: so a test says
// both what a change refreshes and, by the list being exact, what it leaves alone.
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { accountQueries, accountRefresh } from '../api/queries/account.ts'
import { activitiesQueries, activitiesRefresh } from '../api/queries/activities.ts'
import { blockTradesQueries, blockTradesRefresh } from '../api/queries/block-trades.ts'
import { copyTradingQueries, copyTradingRefresh } from '../api/queries/copy-trading.ts'
import { favoritesQueries, favoritesRefresh } from '../api/queries/favorites.ts'
import { marketQueries } from '../api/queries/market.ts'
import { moneyQueries, moneyRefresh } from '../api/queries/money.ts'
import { newSharesQueries, newSharesRefresh } from '../api/queries/new-shares.ts'
import { newsQueries } from '../api/queries/news.ts'
import { siteQueries } from '../api/queries/site.ts'
import { tradeQueries, tradeRefresh } from '../api/queries/trade.ts'
import { forget, refresh } from '../api/refresh.ts'

/** The areas of the plan that read anything, as their keys begin. */
export const queryAreas = ['site', 'account', 'activities', 'market', 'trade', 'favorites', 'news', 'money', 'new-shares', 'block-trades', 'copy-trading'] as const

export const everyQuery: ReadonlyArray<readonly [name: string, key: QueryKey]> = [
  ['site config', siteQueries.config().queryKey],

  ['account info', accountQueries.info().queryKey],
  ['account notices', accountQueries.notices(1).queryKey],
  ['account messages', accountQueries.notices(2).queryKey],
  ['account notice 7', accountQueries.notice(7).queryKey],
  ['account unread counts', accountQueries.unreadCounts().queryKey],
  ['account text aboutUs', accountQueries.text('aboutUs').queryKey],

  ['activities sign-in', activitiesQueries.signIn().queryKey],
  ['activities lottery', activitiesQueries.lottery().queryKey],
  ['activities lottery records', activitiesQueries.lotteryRecords().queryKey],

  ['market quote', marketQueries.quote('2330').queryKey],
  ['market kline', marketQueries.kline('2330', 'day').queryKey],
  ['market top preview', marketQueries.topPreview('rise').queryKey],
  ['market top pages', marketQueries.top('rise').queryKey],
  ['market indices', marketQueries.indices().queryKey],
  ['market plates', marketQueries.plates('industry').queryKey],
  ['market plate stocks', marketQueries.plateStocks('I01').queryKey],
  ['market search', marketQueries.search('台積').queryKey],

  ['trade positions', tradeQueries.positions().queryKey],
  ['trade history', tradeQueries.history().queryKey],
  ['trade detail 7', tradeQueries.detail(7).queryKey],
  ['trade detail 8', tradeQueries.detail(8).queryKey],
  ['trade day-trading applications', tradeQueries.dayTradingApplications().queryKey],
  ['trade intraday orders', tradeQueries.intradayOrders().queryKey],

  ['favorites watchlist', favoritesQueries.watchlist().queryKey],

  ['news list', newsQueries.list().queryKey],
  ['news item 3', newsQueries.item(3).queryKey],

  ['money deposit window', moneyQueries.depositWindow().queryKey],
  ['money recharge channels', moneyQueries.rechargeChannels().queryKey],
  ['money deposits', moneyQueries.deposits().queryKey],
  ['money withdrawal window', moneyQueries.withdrawalWindow().queryKey],
  ['money withdrawals', moneyQueries.withdrawals().queryKey],
  ['money rates', moneyQueries.rates().queryKey],
  ['money fund records', moneyQueries.fundRecords(undefined).queryKey],
  ['money fund records loan', moneyQueries.fundRecords('loan').queryKey],
  ['money cards', moneyQueries.cards().queryKey],
  ['money usdt addresses', moneyQueries.usdtAddresses().queryKey],
  ['money loan info', moneyQueries.loanInfo().queryKey],
  ['money loans 0', moneyQueries.loans(0).queryKey],
  ['money loans 1', moneyQueries.loans(1).queryKey],
  ['money coupons 0', moneyQueries.coupons(0).queryKey],
  ['money coupons 2', moneyQueries.coupons(2).queryKey],

  ['new-shares offerings 1', newSharesQueries.offerings(1).queryKey],
  ['new-shares offerings 2', newSharesQueries.offerings(2).queryKey],
  ['new-shares records 1', newSharesQueries.records(1).queryKey],
  ['new-shares records 2', newSharesQueries.records(2).queryKey],

  ['block-trades offers', blockTradesQueries.offers().queryKey],
  ['block-trades purchases', blockTradesQueries.purchases().queryKey],

  ['copy-trading products', copyTradingQueries.products().queryKey],
  ['copy-trading subscriptions', copyTradingQueries.subscriptions().queryKey],
]

/** A client holding data under every key of everyQuery (no observers: nothing refetches). */
export function seededClient(): QueryClient {
  const client = new QueryClient()
  for (const [, key] of everyQuery) client.setQueryData(key, { seeded: true })
  return client
}

const namesWhere = (predicate: (key: QueryKey) => boolean) =>
  everyQuery
    .filter(([, key]) => predicate(key))
    .map(([name]) => name)
    .sort()

/** The names of the queries a refresh list marks stale, in a cache holding every query. */
export async function staleAfter(keys: readonly QueryKey[]): Promise<string[]> {
  const client = seededClient()
  await refresh(client, keys)
  return namesWhere((key) => client.getQueryState(key)?.isInvalidated === true)
}

/** The names of the queries a list drops, in a cache holding every query. */
export function removedAfter(keys: readonly QueryKey[]): string[] {
  const client = seededClient()
  forget(client, keys)
  return namesWhere((key) => client.getQueryState(key) === undefined)
}

/** The names of everyQuery whose key begins with `prefix`. */
export function namesUnder(prefix: QueryKey): string[] {
  return everyQuery
    .filter(([, key]) => prefix.every((part, index) => key[index] === part))
    .map(([name]) => name)
    .sort()
}

/** Every refresh list of every area (those that take a variant or a kind called with 1), named `area.change`. */
export function allRefreshLists(): Array<readonly [name: string, keys: readonly QueryKey[]]> {
  const modules = {
    account: accountRefresh,
    activities: activitiesRefresh,
    trade: tradeRefresh,
    favorites: favoritesRefresh,
    money: moneyRefresh,
    'new-shares': newSharesRefresh,
    'block-trades': blockTradesRefresh,
    'copy-trading': copyTradingRefresh,
  } as const satisfies Record<string, Record<string, (variant: 1) => readonly QueryKey[]>>
  return Object.entries(modules).flatMap(([area, changes]) =>
    Object.entries(changes as Record<string, (variant: 1) => readonly QueryKey[]>).map(([change, keys]) => [`${area}.${change}`, keys(1)] as const),
  )
}
