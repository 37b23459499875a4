// Query factories of the money area (issue 5). Keys start with the upstream group.
import { queryOptions } from '@tanstack/react-query'
import type { RequestBody, ResponseData } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { userQueries } from './user.ts'

export type FundCategory = NonNullable<RequestBody<'/user/capitalloglist'>['type']>
export type FundRecord = ResponseData<'/user/capitalloglist'>[number]
export type Deposit = ResponseData<'/user/chongzhilist'>[number]
export type Withdrawal = ResponseData<'/user/withdrawallist'>[number]
export type Loan = ResponseData<'/user/loanlist'>[number]
export type Coupon = ResponseData<'/user/couponList'>[number]
export type CouponStatus = Coupon['status']
export type LoanStatus = Loan['status']

/** Read again whenever a money screen opens: balances, windows and limits change with time and elsewhere. */
const fresh = { staleTime: 0 } as const

export const moneyQueries = {
  /** The profile with its balances, as fresh as a money screen needs it (same cache as userQueries.info). */
  balances: () => queryOptions({ ...userQueries.info(), ...fresh }),
  /** Whether the deposit window is open, with its hours and bounds. */
  depositWindow: () => queryOptions({ queryKey: ['user', 'ischongzhi'], queryFn: () => api.read('/user/ischongzhi', {}), ...fresh }),
  rechargeChannels: () => queryOptions({ queryKey: ['common', 'recharge_channel'], queryFn: () => api.read('/common/recharge_channel', {}) }),
  deposits: () => pagedQueryOptions(['user', 'chongzhilist'], (page) => api.read('/user/chongzhilist', { page })),
  /** The cash-out window, bounds, credit threshold and USDT rate. */
  withdrawalWindow: () => queryOptions({ queryKey: ['user', 'iswithdrawal'], queryFn: () => api.read('/user/iswithdrawal', {}), ...fresh }),
  withdrawals: () => pagedQueryOptions(['user', 'withdrawallist'], (page) => api.read('/user/withdrawallist', { page })),
  rates: () => queryOptions({ queryKey: ['user', 'exchangeRate'], queryFn: () => api.read('/user/exchangeRate', {}) }),
  fundRecords: (category: FundCategory | undefined) =>
    pagedQueryOptions(['user', 'capitalloglist', category ?? 'all'], (page) => api.read('/user/capitalloglist', category === undefined ? { page } : { page, type: category })),
  cards: () => queryOptions({ queryKey: ['user', 'cardList'], queryFn: () => api.read('/user/cardList', {}) }),
  usdtAddresses: () => queryOptions({ queryKey: ['user', 'usdtList'], queryFn: () => api.read('/user/usdtList', {}) }),
  loanInfo: () => queryOptions({ queryKey: ['user', 'loaninfo'], queryFn: () => api.read('/user/loaninfo', {}), ...fresh }),
  loans: (status: LoanStatus) => pagedQueryOptions(['user', 'loanlist', status], (page) => api.read('/user/loanlist', { page, status })),
  coupons: (status: CouponStatus) => queryOptions({ queryKey: ['user', 'couponList', status], queryFn: () => api.read('/user/couponList', { status }), ...fresh }),
}
