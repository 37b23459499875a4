// The money area's query factories: keys start with the upstream group, each reads its call.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../index.ts'
import { moneyQueries } from './money.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('money query factories', () => {
  it.each([
    ['depositWindow', moneyQueries.depositWindow(), ['user', 'ischongzhi'], ['/user/ischongzhi', {}]],
    ['rechargeChannels', moneyQueries.rechargeChannels(), ['common', 'recharge_channel'], ['/common/recharge_channel', {}]],
    ['withdrawalWindow', moneyQueries.withdrawalWindow(), ['user', 'iswithdrawal'], ['/user/iswithdrawal', {}]],
    ['rates', moneyQueries.rates(), ['user', 'exchangeRate'], ['/user/exchangeRate', {}]],
    ['cards', moneyQueries.cards(), ['user', 'cardList'], ['/user/cardList', {}]],
    ['usdtAddresses', moneyQueries.usdtAddresses(), ['user', 'usdtList'], ['/user/usdtList', {}]],
    ['loanInfo', moneyQueries.loanInfo(), ['user', 'loaninfo'], ['/user/loaninfo', {}]],
    ['coupons', moneyQueries.coupons(2), ['user', 'couponList', 2], ['/user/couponList', { status: 2 }]],
    ['balances', moneyQueries.balances(), ['user', 'info'], ['/user/getUserinfo', {}]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue([])
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it('reads balances, windows, loans and coupons afresh on every screen', () => {
    for (const options of [moneyQueries.balances(), moneyQueries.depositWindow(), moneyQueries.withdrawalWindow(), moneyQueries.loanInfo(), moneyQueries.coupons(0)]) {
      expect(options.staleTime).toBe(0)
    }
  })

  it.each([
    ['deposits', moneyQueries.deposits(), ['user', 'chongzhilist'], ['/user/chongzhilist', { page: 1 }]],
    ['withdrawals', moneyQueries.withdrawals(), ['user', 'withdrawallist'], ['/user/withdrawallist', { page: 1 }]],
    ['all fund records', moneyQueries.fundRecords(undefined), ['user', 'capitalloglist', 'all'], ['/user/capitalloglist', { page: 1 }]],
    ['fund records of a category', moneyQueries.fundRecords('loan'), ['user', 'capitalloglist', 'loan'], ['/user/capitalloglist', { page: 1, type: 'loan' }]],
    ['loans in progress', moneyQueries.loans(0), ['user', 'loanlist', 0], ['/user/loanlist', { page: 1, status: 0 }]],
  ] as const)('%s are paged from page 1 under their key', async (_, options, key, call) => {
    read.mockResolvedValue([])
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchInfiniteQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})
