// The block-trades area's factories (keys start with 'block-trades') and what its purchase
// refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { blockTradesQueries, blockTradesRefresh } from './block-trades.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('block-trades query factories', () => {
  it.each([
    ['offers', blockTradesQueries.offers(), ['block-trades', 'offers'], ['/trade/nbhllist', { dz_type: 1 }]],
    ['purchases', blockTradesQueries.purchases(), ['block-trades', 'purchases'], ['/trade/ustockslist', {}]],
  ] as const)('%s read their call under their key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})

describe('what a block-trade purchase refreshes', () => {
  it('the purchases, the position it opens, the balance and the fund records; not the offers', async () => {
    expect(await staleAfter(blockTradesRefresh.afterPurchase())).toEqual([
      'account info',
      'block-trades purchases',
      'money fund records',
      'money fund records loan',
      'trade positions',
    ])
  })
})
