// The cache as a long session may leave it: one query (or a few) of every kind, from every
// area's factory, each under a readable name. The query modules' tests seed a client with
// all of them, apply a change's refresh list and read which were touched: so a test says
// both what a change refreshes and, by the list being exact, what it leaves alone.
import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query'

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
import { forget, forgetWhere, refresh } from '../api/refresh.ts'

/** The areas of the plan that read anything, as their keys begin. */
export const queryAreas = [
  'site',
  'account',
  'activities',
  'market',
  'trade',
  'favorites',
  'news',
  'money',
  'new-shares',
  'block-trades',
  'copy-trading',
] as const

/** Query options as the factories make them (with their keys, and meta where they set it). */
type Options = { queryKey: QueryKey; meta?: Record<string, unknown> }

const catalogue: ReadonlyArray<readonly [name: string, options: Options]> = [
  ['site config', siteQueries.config()],

  ['account info', accountQueries.info()],
  ['account credit log', accountQueries.creditLog()],
  ['account notices', accountQueries.notices(1)],
  ['account messages', accountQueries.notices(2)],
  ['account notice 7', accountQueries.notice(7)],
  ['account unread counts', accountQueries.unreadCounts()],
  ['account text aboutUs', accountQueries.text('aboutUs')],

  ['activities sign-in', activitiesQueries.signIn()],
  ['activities lottery', activitiesQueries.lottery()],
  ['activities lottery records', activitiesQueries.lotteryRecords()],

  ['market quote', marketQueries.quote('2330')],
  ['market kline', marketQueries.kline('2330', 'day')],
  ['market top preview', marketQueries.topPreview('rise')],
  ['market top pages', marketQueries.top('rise')],
  ['market indices', marketQueries.indices()],
  ['market plates', marketQueries.plates('industry')],
  ['market plate stocks', marketQueries.plateStocks('I01')],
  ['market search', marketQueries.search('台積')],

  ['trade positions', tradeQueries.positions()],
  ['trade history', tradeQueries.history()],
  ['trade detail 7', tradeQueries.detail(7)],
  ['trade detail 8', tradeQueries.detail(8)],
  ['trade day-trading applications', tradeQueries.dayTradingApplications()],
  ['trade intraday orders', tradeQueries.intradayOrders()],
  ['trade today orders', tradeQueries.todayOrders()],
  ['trade settlements', tradeQueries.settlements()],
  ['trade credit', tradeQueries.credit()],

  ['favorites watchlist', favoritesQueries.watchlist()],
  ['favorites groups', favoritesQueries.groups()],
  ['favorites group 3', favoritesQueries.group(3)],

  ['news list', newsQueries.list()],
  ['news item 3', newsQueries.item(3)],

  ['money deposit window', moneyQueries.depositWindow()],
  ['money recharge channels', moneyQueries.rechargeChannels()],
  ['money deposits', moneyQueries.deposits()],
  ['money withdrawal window', moneyQueries.withdrawalWindow()],
  ['money withdrawals', moneyQueries.withdrawals()],
  ['money rates', moneyQueries.rates()],
  ['money fund records', moneyQueries.fundRecords(undefined)],
  ['money fund records loan', moneyQueries.fundRecords('loan')],
  ['money cards', moneyQueries.cards()],
  ['money usdt addresses', moneyQueries.usdtAddresses()],
  ['money loan info', moneyQueries.loanInfo()],
  ['money loans 0', moneyQueries.loans(0)],
  ['money loans 1', moneyQueries.loans(1)],
  ['money coupons 0', moneyQueries.coupons(0)],
  ['money coupons 2', moneyQueries.coupons(2)],

  ['new-shares offerings 1', newSharesQueries.offerings(1)],
  ['new-shares offerings 2', newSharesQueries.offerings(2)],
  ['new-shares records 1', newSharesQueries.records(1)],
  ['new-shares records 2', newSharesQueries.records(2)],

  ['block-trades offers', blockTradesQueries.offers()],
  ['block-trades purchases', blockTradesQueries.purchases()],

  ['copy-trading products', copyTradingQueries.products()],
  ['copy-trading subscriptions', copyTradingQueries.subscriptions()],
]

/** Every query of the catalogue by name, with its key. */
export const everyQuery: ReadonlyArray<readonly [name: string, key: QueryKey]> = catalogue.map(
  ([name, options]) => [name, options.queryKey] as const,
)

/**
 * A client holding data under every key of everyQuery, built from the factories' options (no
 * observers: nothing refetches).
 */
export function seededClient(): QueryClient {
  const client = new QueryClient()
  for (const [, options] of catalogue) client.getQueryCache().build(client, options).setData({ seeded: true })
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

/** The names of the queries a list of keys, or a predicate, drops, in a cache holding every query. */
export function removedAfter(keysOrPredicate: readonly QueryKey[] | ((query: Query) => boolean)): string[] {
  const client = seededClient()
  if (typeof keysOrPredicate === 'function') forgetWhere(client, keysOrPredicate)
  else forget(client, keysOrPredicate)
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
    Object.entries(changes as Record<string, (variant: 1) => readonly QueryKey[]>).map(
      ([change, keys]) => [`${area}.${change}`, keys(1)] as const,
    ),
  )
}
