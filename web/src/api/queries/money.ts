// Query factories of the money area (deposits, cash-outs, exchange, fund records, cards
// and USDT addresses, loans, coupons). Every key starts with 'money' and comes from
// moneyKeys; moneyRefresh says what each of the area's changes refreshes. The balances
// are the account area's profile (accountKeys.info), read fresh on the money screens.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import type { RequestBody, ResponseData } from '#openapi/operations.ts'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { accountKeys, accountQueries } from './account.ts'

export type FundCategory = NonNullable<RequestBody<'/user/capitalloglist'>['type']>
export type FundRecord = ResponseData<'/user/capitalloglist'>[number]
export type Deposit = ResponseData<'/user/chongzhilist'>[number]
export type Withdrawal = ResponseData<'/user/withdrawallist'>[number]
export type Loan = ResponseData<'/user/loanlist'>[number]
export type Coupon = ResponseData<'/user/couponList'>[number]
export type CouponStatus = Coupon['status']
export type LoanStatus = Loan['status']

export const moneyKeys = {
  all: ['money'] as const,
  depositWindow: () => ['money', 'deposit-window'] as const,
  rechargeChannels: () => ['money', 'recharge-channels'] as const,
  deposits: () => ['money', 'deposits'] as const,
  withdrawalWindow: () => ['money', 'withdrawal-window'] as const,
  withdrawals: () => ['money', 'withdrawals'] as const,
  rates: () => ['money', 'rates'] as const,
  /** Every category's fund records. */
  fundRecords: () => ['money', 'fund-records'] as const,
  fundRecordsOf: (category: FundCategory | undefined) => ['money', 'fund-records', category ?? 'all'] as const,
  cards: () => ['money', 'cards'] as const,
  usdtAddresses: () => ['money', 'usdt-addresses'] as const,
  loanInfo: () => ['money', 'loan-info'] as const,
  /** The loans of every status. */
  loans: () => ['money', 'loans'] as const,
  loansOf: (status: LoanStatus) => ['money', 'loans', status] as const,
  /** The coupons of every status. */
  coupons: () => ['money', 'coupons'] as const,
  couponsOf: (status: CouponStatus) => ['money', 'coupons', status] as const,
}

/** Read again whenever a money screen opens: balances, windows and limits change with time and elsewhere. */
const fresh = { staleTime: 0 } as const
/** The exchange rates are re-read this often while a screen shows them (the broker quotes every 5 minutes). */
export const ratesRefreshMs = 60_000

export const moneyQueries = {
  /** The profile with its balances and figures, as fresh as a money screen needs it (the account area's cache). */
  balances: () => queryOptions({ ...accountQueries.figures(), ...fresh }),
  /** Whether the deposit window is open, with its hours and bounds. */
  depositWindow: () =>
    queryOptions({ queryKey: moneyKeys.depositWindow(), queryFn: () => api.read('/user/ischongzhi', {}), ...fresh }),
  rechargeChannels: () =>
    queryOptions({ queryKey: moneyKeys.rechargeChannels(), queryFn: () => api.read('/common/recharge_channel', {}) }),
  deposits: () => pagedQueryOptions(moneyKeys.deposits(), (page) => api.read('/user/chongzhilist', { page })),
  /** The cash-out window, bounds, credit threshold and USDT rate. */
  withdrawalWindow: () =>
    queryOptions({
      queryKey: moneyKeys.withdrawalWindow(),
      queryFn: () => api.read('/user/iswithdrawal', {}),
      ...fresh,
    }),
  withdrawals: () => pagedQueryOptions(moneyKeys.withdrawals(), (page) => api.read('/user/withdrawallist', { page })),
  /** The broker's quote: it moves every few minutes, so it is read when a screen opens and every minute while shown. */
  rates: () =>
    queryOptions({
      queryKey: moneyKeys.rates(),
      queryFn: () => api.read('/user/exchangeRate', {}),
      ...fresh,
      refetchInterval: ratesRefreshMs,
    }),
  fundRecords: (category: FundCategory | undefined) =>
    pagedQueryOptions(moneyKeys.fundRecordsOf(category), (page) =>
      api.read('/user/capitalloglist', category === undefined ? { page } : { page, type: category }),
    ),
  cards: () => queryOptions({ queryKey: moneyKeys.cards(), queryFn: () => api.read('/user/cardList', {}) }),
  usdtAddresses: () =>
    queryOptions({ queryKey: moneyKeys.usdtAddresses(), queryFn: () => api.read('/user/usdtList', {}) }),
  loanInfo: () =>
    queryOptions({ queryKey: moneyKeys.loanInfo(), queryFn: () => api.read('/user/loaninfo', {}), ...fresh }),
  loans: (status: LoanStatus) =>
    pagedQueryOptions(moneyKeys.loansOf(status), (page) => api.read('/user/loanlist', { page, status })),
  coupons: (status: CouponStatus) =>
    queryOptions({
      queryKey: moneyKeys.couponsOf(status),
      queryFn: () => api.read('/user/couponList', { status }),
      ...fresh,
    }),
}

/** A movement of money: the balances and the fund records that list it. */
const moved = (): QueryKey[] => [accountKeys.info(), moneyKeys.fundRecords()]

/** What each change of the money area makes stale. */
export const moneyRefresh = {
  /** /user/chongzhi: the deposit list (the request waits for review; the balance moves once it is approved). */
  afterDeposit: (): QueryKey[] => [moneyKeys.deposits()],
  /** /user/withdrawal: the cash-out list, and the amount held from the balance. */
  afterWithdrawal: (): QueryKey[] => [moneyKeys.withdrawals(), ...moved()],
  /**
   * /user/rotation: one currency's balance for another, and the quote (a refusal for a moved rate
   * shows the new one).
   */
  afterExchange: (): QueryKey[] => [moneyKeys.rates(), ...moved()],
  /** /user/addCard, /user/delbakcard: the card list only. */
  afterCardsChanged: (): QueryKey[] => [moneyKeys.cards()],
  /** /user/addUsdt, /user/delUsdt: the address list only. */
  afterUsdtAddressesChanged: (): QueryKey[] => [moneyKeys.usdtAddresses()],
  /**
   * /user/to_jq (borrow) and /user/to_hq (repay): what is owed and available, the loans, the money,
   * the credit score (a loan repaid on time raises it).
   */
  afterLoan: (): QueryKey[] => [moneyKeys.loanInfo(), moneyKeys.loans(), ...moved(), accountKeys.creditLog()],
  /** /user/useCoupon: the coupons (one is used), and its value credited. */
  afterCouponUsed: (): QueryKey[] => [moneyKeys.coupons(), ...moved()],
}
