// The favorites area's factory (keys start with 'favorites') and its calls: the upstream's
// calls and a saved edit answer a group's whole new list, which replaces the cached one
// (and that group's codes among the cached groups); the group calls answer the groups,
// after which the groups' lists are read again.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { seededClient, staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import {
  favoritesKeys,
  favoritesQueries,
  favoritesRefresh,
  keepGroups,
  keepWatchlist,
  type WatchlistGroups,
  type WatchlistRows,
} from './favorites.ts'
import { quoteRefreshMs } from './market.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

const row = (symbol: string, sort: number): WatchlistRows[number] => ({
  symbol,
  name: symbol,
  market: 'listed',
  price: '600.00',
  preClose: '590.00',
  gain: '1.69',
  gainValue: '10.00',
  volume: 1,
  amount: '600',
  sort,
})
const rows: WatchlistRows = [row('2330', 1)]
const groups: WatchlistGroups = [
  { id: 0, name: '自選股', default: true, symbols: ['2317'] },
  { id: 3, name: '科技', default: false, symbols: ['2454'] },
]

/** The queries a client seeded with every query has changed: data set or marked stale. */
const changedIn = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated || (query.state.data as { seeded?: boolean }).seeded !== true)
    .map((query) => query.queryKey)

describe('favorites query factory', () => {
  it('the watchlist reads /user/Optionallist under its key, live like a quote', async () => {
    read.mockResolvedValue(rows)
    const options = favoritesQueries.watchlist()
    expect(options.queryKey).toEqual(['favorites', 'watchlist'])
    expect(options.refetchInterval).toBe(quoteRefreshMs)
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(rows)
    expect(read.mock.calls).toEqual([['/user/Optionallist', {}]])
  })

  it('the groups read /user/optionalGroups', async () => {
    read.mockResolvedValue(groups)
    expect(favoritesQueries.groups().queryKey).toEqual(['favorites', 'groups'])
    await expect(new QueryClient().fetchQuery(favoritesQueries.groups())).resolves.toEqual(groups)
    expect(read.mock.calls).toEqual([['/user/optionalGroups', {}]])
  })

  it("a group's rows read /user/groupOptionallist, live; the default group's are the watchlist", async () => {
    read.mockResolvedValue(rows)
    expect(favoritesQueries.group(3).queryKey).toEqual(['favorites', 'group', 3])
    expect(favoritesQueries.group(3).refetchInterval).toBe(quoteRefreshMs)
    await new QueryClient().fetchQuery(favoritesQueries.group(3))
    expect(favoritesQueries.group(0).queryKey).toEqual(favoritesKeys.watchlist())
    await new QueryClient().fetchQuery(favoritesQueries.group(0))
    expect(read.mock.calls).toEqual([
      ['/user/groupOptionallist', { id: 3 }],
      ['/user/Optionallist', {}],
    ])
  })
})

describe('what a watchlist call (add, remove, reorder) changes', () => {
  it('refreshes nothing', async () => {
    expect(await staleAfter(favoritesRefresh.afterWatchlistCall())).toEqual([])
  })

  it("caches its answer as the group's rows and its codes among the groups, and touches no other query", () => {
    const client = seededClient()
    client.setQueryData(favoritesKeys.groups(), groups)
    keepWatchlist(client, [row('2882', 2), row('2330', 1)])
    expect(client.getQueryData(favoritesKeys.watchlist())).toEqual([row('2882', 2), row('2330', 1)])
    expect(client.getQueryData(favoritesKeys.groups())).toEqual([
      { ...groups[0], symbols: ['2330', '2882'] },
      groups[1],
    ])
    expect(changedIn(client)).toEqual([
      ['favorites', 'watchlist'],
      ['favorites', 'groups'],
    ])
  })

  it("of another group keeps that group's rows", () => {
    const client = seededClient()
    client.setQueryData(favoritesKeys.groups(), groups)
    keepWatchlist(client, rows, 3)
    expect(client.getQueryData(favoritesKeys.group(3))).toBe(rows)
    expect(client.getQueryData<WatchlistGroups>(favoritesKeys.groups())?.map((group) => group.symbols)).toEqual([
      ['2317'],
      ['2330'],
    ])
  })
})

describe('what a group call changes', () => {
  it("keeps the groups it answers, and reads every group's rows again", async () => {
    const client = seededClient()
    keepGroups(client, groups)
    expect(client.getQueryData(favoritesKeys.groups())).toBe(groups)
    expect(await staleAfter(favoritesRefresh.afterGroupCall())).toEqual(['favorites group 3', 'favorites watchlist'])
  })
})
