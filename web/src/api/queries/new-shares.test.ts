// The new-shares area's factories (keys start with 'new-shares') and what each of its
// changes refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { newSharesQueries, newSharesRefresh } from './new-shares.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('new-shares query factories', () => {
  it.each([
    [
      'public offerings',
      newSharesQueries.offerings(1),
      ['new-shares', 'offerings', 1],
      ['/trade/placinglist', { buy_type: 1 }],
    ],
    [
      'auction records',
      newSharesQueries.records(2),
      ['new-shares', 'records', 2],
      ['/trade/usernewstocklist', { buy_type: 2 }],
    ],
  ] as const)('%s read their call under their key', async (_, options, key, call) => {
    read.mockResolvedValue([] as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})

describe('what each new-shares change refreshes', () => {
  const money = ['account info', 'money fund records', 'money fund records loan']

  it("subscribing: that variant's records, the balance held and the fund records; not the offerings", async () => {
    expect(await staleAfter(newSharesRefresh.afterSubscription(1))).toEqual([...money, 'new-shares records 1'].sort())
    expect(await staleAfter(newSharesRefresh.afterSubscription(2))).toEqual([...money, 'new-shares records 2'].sort())
  })

  it("paying for allotted shares: that variant's records and the money", async () => {
    expect(await staleAfter(newSharesRefresh.afterPayment(2))).toEqual([...money, 'new-shares records 2'].sort())
  })
})
