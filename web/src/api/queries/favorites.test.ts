// The favorites area's factory (keys start with 'favorites') and its calls: each answers the
// whole new watchlist, which replaces the cached one; nothing is read again.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { seededClient, staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { favoritesKeys, favoritesQueries, favoritesRefresh, keepWatchlist, type WatchlistRows } from './favorites.ts'
import { quoteRefreshMs } from './market.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

const rows: WatchlistRows = [{ symbol: '2330', name: '台積電', market: 'listed', price: '600.00', preClose: '590.00', gain: '1.69', gainValue: '10.00', volume: 1, amount: '600', sort: 1 }]

describe('favorites query factory', () => {
  it('the watchlist reads /user/Optionallist under its key, live like a quote', async () => {
    read.mockResolvedValue(rows)
    const options = favoritesQueries.watchlist()
    expect(options.queryKey).toEqual(['favorites', 'watchlist'])
    expect(options.refetchInterval).toBe(quoteRefreshMs)
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(rows)
    expect(read.mock.calls).toEqual([['/user/Optionallist', {}]])
  })
})

describe('what a watchlist call (add, remove, reorder) changes', () => {
  it('refreshes nothing', async () => {
    expect(await staleAfter(favoritesRefresh.afterWatchlistCall())).toEqual([])
  })

  it('puts its answer in the cache as the watchlist, and touches no other query', () => {
    const client = seededClient()
    keepWatchlist(client, rows)
    expect(client.getQueryData(favoritesQueries.watchlist().queryKey)).toEqual(rows)
    expect(client.getQueryData(favoritesKeys.watchlist())).toBe(rows)
    const changed = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated || (query.state.data as { seeded?: boolean }).seeded !== true)
      .map((query) => query.queryKey)
    expect(changed).toEqual([['favorites', 'watchlist']])
  })
})
