// The money area's factories (keys start with 'money', each reads its call) and what each of
// its changes refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { moneyQueries, moneyRefresh } from './money.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('money query factories', () => {
  it.each([
    ['depositWindow', moneyQueries.depositWindow(), ['money', 'deposit-window'], ['/user/ischongzhi', {}]],
    [
      'rechargeChannels',
      moneyQueries.rechargeChannels(),
      ['money', 'recharge-channels'],
      ['/common/recharge_channel', {}],
    ],
    ['withdrawalWindow', moneyQueries.withdrawalWindow(), ['money', 'withdrawal-window'], ['/user/iswithdrawal', {}]],
    ['rates', moneyQueries.rates(), ['money', 'rates'], ['/user/exchangeRate', {}]],
    ['cards', moneyQueries.cards(), ['money', 'cards'], ['/user/cardList', {}]],
    ['usdtAddresses', moneyQueries.usdtAddresses(), ['money', 'usdt-addresses'], ['/user/usdtList', {}]],
    ['loanInfo', moneyQueries.loanInfo(), ['money', 'loan-info'], ['/user/loaninfo', {}]],
    ['coupons', moneyQueries.coupons(2), ['money', 'coupons', 2], ['/user/couponList', { status: 2 }]],
    ['balances', moneyQueries.balances(), ['account', 'info'], ['/user/getUserinfo', {}]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue([])
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it('reads balances, windows, rates, loans and coupons afresh on every screen', () => {
    for (const options of [
      moneyQueries.balances(),
      moneyQueries.depositWindow(),
      moneyQueries.withdrawalWindow(),
      moneyQueries.rates(),
      moneyQueries.loanInfo(),
      moneyQueries.coupons(0),
    ]) {
      expect(options.staleTime).toBe(0)
    }
  })

  it('reads the rates again every minute while they are shown (the broker quotes every 5 minutes)', () => {
    expect(moneyQueries.rates().refetchInterval).toBe(60_000)
  })

  it.each([
    ['deposits', moneyQueries.deposits(), ['money', 'deposits'], ['/user/chongzhilist', { page: 1 }]],
    ['withdrawals', moneyQueries.withdrawals(), ['money', 'withdrawals'], ['/user/withdrawallist', { page: 1 }]],
    [
      'all fund records',
      moneyQueries.fundRecords(undefined),
      ['money', 'fund-records', 'all'],
      ['/user/capitalloglist', { page: 1 }],
    ],
    [
      'fund records of a category',
      moneyQueries.fundRecords('loan'),
      ['money', 'fund-records', 'loan'],
      ['/user/capitalloglist', { page: 1, type: 'loan' }],
    ],
    ['loans in progress', moneyQueries.loans(0), ['money', 'loans', 0], ['/user/loanlist', { page: 1, status: 0 }]],
  ] as const)('%s are paged from page 1 under their key', async (_, options, key, call) => {
    read.mockResolvedValue([])
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchInfiniteQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })
})

describe('what each money change refreshes', () => {
  const money = ['account info', 'money fund records', 'money fund records loan']

  it('a deposit request: the deposit list only (the balance moves once it is approved)', async () => {
    expect(await staleAfter(moneyRefresh.afterDeposit())).toEqual(['money deposits'])
  })

  it('a cash-out: the cash-out list, the balance held and the fund records', async () => {
    expect(await staleAfter(moneyRefresh.afterWithdrawal())).toEqual([...money, 'money withdrawals'].sort())
  })

  it('an exchange: balances, fund records and rates (a moved rate’s refusal shows the new one)', async () => {
    expect(await staleAfter(moneyRefresh.afterExchange())).toEqual([...money, 'money rates'].sort())
  })

  it('adding or deleting a bank card: the card list only', async () => {
    expect(await staleAfter(moneyRefresh.afterCardsChanged())).toEqual(['money cards'])
  })

  it('adding or deleting a USDT address: the address list only', async () => {
    expect(await staleAfter(moneyRefresh.afterUsdtAddressesChanged())).toEqual(['money usdt addresses'])
  })

  it('borrowing or repaying: loan figures, loans of every status, the money and the score’s history', async () => {
    expect(await staleAfter(moneyRefresh.afterLoan())).toEqual(
      [...money, 'account credit log', 'money loan info', 'money loans 0', 'money loans 1'].sort(),
    )
  })

  it('using a coupon: the coupons of every status and the money', async () => {
    expect(await staleAfter(moneyRefresh.afterCouponUsed())).toEqual(
      [...money, 'money coupons 0', 'money coupons 2'].sort(),
    )
  })
})
