// The copy-trading area's factories (keys start with 'copy-trading') and what following a
// product refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { copyTradingQueries, copyTradingRefresh } from './copy-trading.ts'
import { listRefreshMs } from './market.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('copy-trading query factories', () => {
  it.each([
    ['products', copyTradingQueries.products(), ['copy-trading', 'products'], ['/trade/productlist', {}]],
    [
      'subscriptions',
      copyTradingQueries.subscriptions(),
      ['copy-trading', 'subscriptions'],
      ['/trade/userproductlist', {}],
    ],
  ] as const)('%s read their call under their key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    // Their values follow the market: read again like its lists while shown.
    expect(options.refetchInterval).toBe(listRefreshMs)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})

describe('what following a product refreshes', () => {
  it('the subscriptions, the balance and the fund records; not the products', async () => {
    expect(await staleAfter(copyTradingRefresh.afterSubscription())).toEqual([
      'account info',
      'copy-trading subscriptions',
      'money fund records',
      'money fund records loan',
    ])
  })
})
