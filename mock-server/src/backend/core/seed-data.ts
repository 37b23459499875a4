// The demo accounts every world starts with (listed in the README; a test keeps the two
// in step). All use the login password `demo1234`; fund passwords are `123456`.
import { formatDiscount } from '#rules/market.ts'

import type { UserRecord } from './collections.ts'

export const demoPassword = 'demo1234'
export const demoFundPassword = '123456'

type Restrictions = UserRecord['restrictions']

export interface DemoAccount {
  account: string
  realname: string
  idCard: string
  verification: UserRecord['verification']
  fundPassword: boolean
  /** Balances in whole units. */
  twd: number
  usd: number
  usdt: number
  creditScore: number
  inviteCode: string
  restrictions: Partial<Restrictions>
  /** What the account is for, shown in the README. */
  purpose: string
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    account: '0912345678',
    realname: '陳志明',
    idCard: 'A123456789',
    verification: 1,
    fundPassword: true,
    twd: 1_000_000,
    usd: 5_000,
    usdt: 2_000,
    creditScore: 100,
    inviteCode: 'TW5678',
    restrictions: {},
    purpose: 'verified investor with funds and a fund password',
  },
  {
    account: '0922333444',
    realname: '',
    idCard: '',
    verification: 0,
    fundPassword: false,
    twd: 50_000,
    usd: 0,
    usdt: 0,
    creditScore: 80,
    inviteCode: 'TW3444',
    restrictions: {},
    purpose: 'new member: not verified, no fund password',
  },
  {
    account: '0933555777',
    realname: '林美玲',
    idCard: 'B223456782',
    verification: 3,
    fundPassword: false,
    twd: 0,
    usd: 0,
    usdt: 0,
    creditScore: 90,
    inviteCode: 'TW5777',
    restrictions: {},
    purpose: 'identity verification under review, empty wallet',
  },
  {
    account: '0944666888',
    realname: '王建宏',
    idCard: 'F131234569',
    verification: 1,
    fundPassword: true,
    twd: 200_000,
    usd: 0,
    usdt: 0,
    creditScore: 60,
    inviteCode: 'TW6888',
    restrictions: { frozen: true },
    purpose: 'frozen account: login is refused',
  },
  {
    account: '0955777999',
    realname: '張淑芬',
    idCard: 'E221234567',
    verification: 1,
    fundPassword: true,
    twd: 80_000,
    usd: 0,
    usdt: 0,
    creditScore: 100,
    inviteCode: 'TW7999',
    restrictions: { loginForbidden: true },
    purpose: 'login forbidden by the broker',
  },
]

/** Agents' invitation codes, valid for registration besides members' own codes. */
export const demoAgents = [{ code: '888888', name: '福爾摩沙證券直營' }] as const

/**
 * The discount on electronic orders of every verified account, in thousandths of the full rate
 * (2.8折): the site's `chargediscount` that every trade is charged at, and the notice that
 * promises it, so that the two cannot differ.
 */
export const electronicOrderDiscount = 280

/** The site configuration (`/common/config`) of a new world. */
export const siteSettings = [
  { name: 'logo', value: '/static/logo.svg' },
  { name: 'title', value: '福爾摩沙證券' },
  { name: 'kefu', value: 'https://support.formosa-sec.example/chat' },
  { name: 'ganggang', value: '1,2,5,10' },
  { name: 'minshouxu', value: '20' },
  { name: 'buycharge', value: '0.001425' },
  { name: 'chargediscount', value: formatDiscount(electronicOrderDiscount) },
] as const
