// The market area's factories: keys start with 'market', each reads its call; the data is
// the same for every user and no change of any area makes it stale.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { allRefreshLists, namesUnder, staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { marketKeys, marketQueries } from './market.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('market query factories', () => {
  it.each([
    [
      'a quote',
      marketQueries.quote('2330'),
      ['market', 'quote', '2330'],
      ['/trade/stockdetails', { symbol: '2330', type: 'tw' }],
    ],
    [
      'a chart',
      marketQueries.kline('2330', 'day'),
      ['market', 'kline', '2330', 'day'],
      ['/trade/kline', { symbol: '2330', type: 'tw', kline_type: 'day' }],
    ],
    [
      'a ranking preview',
      marketQueries.topPreview('rise'),
      ['market', 'top', 'rise', 'all', 'preview'],
      ['/parameter/top', { type: 'rise', market: 'all', page: 1 }],
    ],
    ['the indices', marketQueries.indices(), ['market', 'indices'], ['/parameter/zhishu', { type: 'tw' }]],
    [
      'the plates',
      marketQueries.plates('concept'),
      ['market', 'plates', 'concept'],
      ['/parameter/plate', { type: 'concept' }],
    ],
    [
      'a search',
      marketQueries.search('台積'),
      ['market', 'search', '台積'],
      ['/trade/search', { content: '台積', type: 'tw' }],
    ],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it.each([
    [
      'a whole ranking',
      marketQueries.top('volume', 'otc'),
      ['market', 'top', 'volume', 'otc', 'pages'],
      ['/parameter/top', { type: 'volume', market: 'otc', page: 1 }],
    ],
    [
      "a plate's stocks",
      marketQueries.plateStocks('I01'),
      ['market', 'plate-stocks', 'I01'],
      ['/parameter/plateStocks', { id: 'I01', page: 1 }],
    ],
  ] as const)('%s is paged from page 1 under its key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchInfiniteQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it("no area's change refreshes market data", async () => {
    const market = namesUnder(marketKeys.all)
    expect(market).toHaveLength(8)
    for (const [name, keys] of allRefreshLists()) {
      const stale = await staleAfter(keys)
      expect(
        stale.filter((each) => market.includes(each)),
        name,
      ).toEqual([])
    }
  })
})
