// The account area's factories (keys start with 'account', each reads its contract call with
// the right body) and what each of its changes refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import type { ResponseData } from '#openapi/operations.ts'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { accountQueries, accountRefresh } from './account.ts'

// A spy on the app's own request layer (the web tests share one module graph per worker).
const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('account query factories', () => {
  it('info reads /user/getUserinfo with an empty body', async () => {
    const profile: ResponseData<'/user/getUserinfo'> = {
      account: '0912345678',
      realname: '陳志明',
      id_card: 'A123456789',
      frontcard: '',
      backcard: '',
      is_true: 1,
      passwords: 1,
      money: '1000000.00',
      usd_money: '0.00',
      usdt_money: '0.00',
      freeze_money: '0.00',
      payable_money: '0.00',
      receivable_money: '0.00',
      stock_money: '0.00',
      credit_money: '0.00',
      usd_value: '0.00',
      usdt_value: '0.00',
      yingkui: '0.00',
      today_yingkui: '0.00',
      xyf: 100,
      invite_code: 'TW5678',
      fee_discount: '0.28',
    }
    read.mockResolvedValue(profile)
    const options = accountQueries.info()
    expect(options.queryKey).toEqual(['account', 'info'])
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(profile)
    expect(read.mock.calls).toEqual([['/user/getUserinfo', {}]])
  })

  it('figures read the same profile again every 15 s while a screen shows them', () => {
    expect(accountQueries.figures()).toMatchObject({ queryKey: ['account', 'info'], refetchInterval: 15_000 })
  })

  it.each([
    ['unread counts', accountQueries.unreadCounts(), ['account', 'unread-counts'], ['/user/noticenum', {}]],
    ['a notice', accountQueries.notice(7), ['account', 'notice', 7], ['/user/noticedetail', { id: 7 }]],
    ['a server text', accountQueries.text('gzbh'), ['account', 'texts', 'gzbh'], ['/common/wenben', { type: 'gzbh' }]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue({} as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it.each([
    [
      'notices',
      accountQueries.notices(1),
      ['account', 'notices', 1],
      (page: number) => ['/user/notice', { page, type: 1 }],
    ],
    [
      'messages',
      accountQueries.notices(2),
      ['account', 'notices', 2],
      (page: number) => ['/user/notice', { page, type: 2 }],
    ],
    [
      'credit score changes',
      accountQueries.creditLog(),
      ['account', 'credit-log'],
      (page: number) => ['/user/xyflog', { page }],
    ],
  ] as const)('%s are paged from 1, 10 a page', async (_, options, key, call) => {
    read.mockResolvedValueOnce(Array.from({ length: 10 }, (__, id) => ({ id })) as never)
    read.mockResolvedValueOnce([{ id: 10 }] as never)
    expect(options.queryKey).toEqual(key)
    const client = new QueryClient()
    const first = await client.fetchInfiniteQuery(options as never)
    expect(options.getNextPageParam(first.pages[0] as never, first.pages as never, 1, [1])).toBe(2)
    const second = await (options.queryFn as (context: { pageParam: number }) => Promise<unknown[]>)({ pageParam: 2 })
    expect(options.getNextPageParam(second as never, [...first.pages, second] as never, 2, [1, 2])).toBeUndefined()
    expect(read.mock.calls).toEqual([call(1), call(2)])
  })

  it('reads the credit score’s history afresh whenever it is shown', () => {
    expect(accountQueries.creditLog().staleTime).toBe(0)
  })

  it('keeps a server text for five minutes', () => {
    expect(accountQueries.text('aboutUs').staleTime).toBe(5 * 60 * 1000)
  })
})

describe('what each account change refreshes', () => {
  it('submitting the identity: the profile only', async () => {
    expect(await staleAfter(accountRefresh.afterIdentitySubmitted())).toEqual(['account info'])
  })

  it('setting the fund password: the profile only (it says one is set)', async () => {
    expect(await staleAfter(accountRefresh.afterFundPasswordSet())).toEqual(['account info'])
  })

  it('changing the fund password: nothing shown changes', async () => {
    expect(await staleAfter(accountRefresh.afterFundPasswordChanged())).toEqual([])
  })

  it('opening a notice: both lists and the unread counts, not the notice itself', async () => {
    expect(await staleAfter(accountRefresh.afterNoticeOpened())).toEqual([
      'account messages',
      'account notices',
      'account unread counts',
    ])
  })

  it('reading all of one kind: that list and the counts, not the other list', async () => {
    expect(await staleAfter(accountRefresh.afterAllRead(2))).toEqual(['account messages', 'account unread counts'])
    expect(await staleAfter(accountRefresh.afterAllRead(1))).toEqual(['account notices', 'account unread counts'])
  })
})
