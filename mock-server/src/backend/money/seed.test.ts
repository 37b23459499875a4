// What a new world holds of the money area: the demo investor's history, which leaves the
// README's balances as they are, and the data every screen and contract example needs.
import { describe, expect, it } from 'vitest'

import { demo, testBackend } from '../../test-support.ts'
import { entriesOf, ledgerProblems } from '../core/ledger.ts'
import { reviewKinds } from '../engine/areas-registry.ts'
import { moneyWorld } from './test-support.ts'

describe('the seeded money area', () => {
  it('keeps every demo balance as the README gives it, and the ledger consistent', async () => {
    const { world } = await moneyWorld()
    const balances = Object.fromEntries(world.db.users.all().map((user) => [user.account, user.balances]))
    // The investor's buy of this morning (長榮 2603) waits for its T+2 settlement, its
    // commission at the 2.8折 of a verified account.
    expect(balances[demo.investor]).toEqual({
      twd: 100_000_000,
      usd: 500_000,
      usdt: 200_000,
      frozenTwd: 0,
      settlingTwd: 18_957_500,
    })
    expect(balances[demo.unverified]).toEqual({ twd: 5_000_000, usd: 0, usdt: 0, frozenTwd: 0, settlingTwd: 0 })
    expect(ledgerProblems(world)).toEqual([])
  })

  it('gives the investor a history of every kind, in the order it happened', async () => {
    const { world } = await moneyWorld()
    const user = world.db.users.findFirst((q) => q.where({ account: demo.investor }))
    const moneyKinds = new Set([
      'deposit',
      'loan',
      'loan_repayment',
      'withdrawal_hold',
      'withdrawal_paid',
      'withdrawal_refund',
      'exchange_out',
      'exchange_in',
      'coupon',
    ])
    // Other areas seed their own history (trades); the money area's is complete and in order.
    const entries = entriesOf(world, user?.id ?? 0)
      .reverse()
      .filter((entry) => moneyKinds.has(entry.kind))
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(moneyKinds)
    const instants = entries.map((entry) => entry.at)
    expect(instants).toEqual([...instants].sort((a, b) => a - b))
  })

  it('leaves nothing pending review, so the clock moves nothing of it', async () => {
    const { world } = await moneyWorld()
    expect([reviewKinds.deposit, reviewKinds.withdrawal].flatMap((kind) => kind?.pending(world) ?? [])).toEqual([])
  })

  it('shows the screens data: cards, addresses, deposits, cash-outs, a loan, coupons of each status', async () => {
    const investor = await moneyWorld()
    expect(await investor.data('/user/cardList', {})).toHaveLength(2)
    expect(await investor.data('/user/usdtList', {})).toHaveLength(2)
    expect(
      ((await investor.data('/user/chongzhilist', { page: 1 })) as { status: number }[]).map((row) => row.status),
    ).toEqual([2, 1])
    expect(
      ((await investor.data('/user/withdrawallist', { page: 1 })) as { status: number }[]).map((row) => row.status),
    ).toEqual([1, 2, 1])
    expect(await investor.data('/user/loaninfo', {})).toMatchObject({ owed: '70000.00', available: '430000.00' })
    expect(
      ((await investor.data('/user/loanlist', { page: 1 })) as { status: number }[]).map((row) => row.status),
    ).toEqual([0, 1])
    expect(((await investor.data('/user/couponList', {})) as { status: number }[]).map((row) => row.status)).toEqual([
      0, 0, 1, 2,
    ])
  })

  it('is the same in every world of the same seed', async () => {
    const { backend } = testBackend()
    const [one, two] = await Promise.all([backend.worlds.get('one'), backend.worlds.get('two')])
    const money = (world: typeof one) =>
      JSON.stringify([
        world.db.deposits.all(),
        world.db.withdrawals.all(),
        world.db.loans.all(),
        world.db.coupons.all(),
        world.db.ledger.all(),
      ])
    expect(money(one)).toBe(money(two))
  })
})
