// Loans: the quota from the credit score, the channel's hours and steering, terms, interest
// charged per full day by the world clock, repayments applied oldest loan first and each
// loan's interest before its principal, and overdue loans. The demo investor starts (Monday
// 09:30) owing 70,000 on a 30-day loan borrowed Sunday 14:00 (0.04 % a day: 28.00 a day from
// Monday 14:00), with a credit score of 95.
import { describe, expect, it } from 'vitest'

import { demo } from '../../test-support.ts'
import { dailyInterest } from './loan-interest.ts'
import { splitRepayment } from './loans.ts'
import type { LoanRecord } from './records.ts'
import { hour, moneyWorld } from './test-support.ts'

type LoanRow = {
  id: number
  money: string
  repaid: string
  owed: string
  status: number
  term: number
  daily_rate: string
  due_time: string
  interest: string
  interest_paid: string
  overdue: number
}
type Info = {
  is_open: number
  quota: string
  owed: string
  available: string
  principal: string
  interest: string
  overdue: number
  xyf: number
}
const day = 24 * hour

describe('/user/loaninfo', () => {
  it('gives the quota from the credit score, what is owed with its interest, the hours and the terms', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/loaninfo', {})).toEqual({
      is_open: 1,
      quota: '500000.00',
      owed: '70000.00',
      available: '430000.00',
      min_money: '10000.00',
      principal: '70000.00',
      interest: '0.00',
      overdue: 0,
      xyf: 95,
      start_time: '09:00',
      end_time: '21:00',
      terms: [
        { term: 7, daily_rate: '0.0500' },
        { term: 14, daily_rate: '0.0450' },
        { term: 30, daily_rate: '0.0400' },
      ],
    })
  })

  it.each<[number, string, string]>([
    [100, '500000.00', '430000.00'],
    [90, '500000.00', '430000.00'],
    [89, '300000.00', '230000.00'],
    [75, '200000.00', '130000.00'],
    [60, '100000.00', '30000.00'],
    [59, '0.00', '0.00'],
  ])('with a credit score of %i: a quota of %s, %s still available', async (score, quota, available) => {
    const money = await moneyWorld()
    await money.setAccount({ creditScore: score })
    expect(await money.data('/user/loaninfo', {})).toMatchObject({ quota, available, xyf: score })
  })
})

describe('/user/to_jq', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['below the minimum', { money: '9999.99' }, 'lending_below_minimum'],
    ['of nothing', { money: '0' }, 'lending_below_minimum'],
    ['beyond the quota (70,000 owed of 500,000)', { money: '430000.01' }, 'lending_unavailable'],
    ['for a term not offered', { money: '10000', term: 10 }, 'request_invalid'],
  ])('refuses a loan %s and changes nothing', async (_, body, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/to_jq', body as { money: string })).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('refuses beyond the quota a lower credit score gives', async () => {
    const money = await moneyWorld()
    await money.setAccount({ creditScore: 65 })
    expect((await money.call('/user/to_jq', { money: '30000.01' })).errorId).toBe('lending_unavailable')
    expect((await money.call('/user/to_jq', { money: '30000' })).status).toBe(1)
    await money.setAccount({ creditScore: 59 })
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('lending_unavailable')
  })

  it('needs a verified identity', async () => {
    const money = await moneyWorld(demo.unverified)
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('realname_required')
  })

  it('credits the loan at once for the term chosen, up to the quota exactly', async () => {
    const money = await moneyWorld()
    const loan = (await money.data('/user/to_jq', { money: '430000', term: 14 })) as LoanRow
    expect(loan).toMatchObject({
      money: '430000.00',
      repaid: '0.00',
      owed: '430000.00',
      status: 0,
      term: 14,
      daily_rate: '0.0450',
      due_time: '2026-12-07 09:30:00',
      interest: '0.00',
      interest_paid: '0.00',
      overdue: 0,
    })
    expect(money.balances().twd).toBe('1430000.00')
    expect(await money.data('/user/loaninfo', {})).toMatchObject({
      quota: '500000.00',
      owed: '500000.00',
      principal: '500000.00',
      available: '0.00',
    })
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('lending_unavailable')
    money.expectConsistent()
  })

  it('lends for 7 days when the request names no term (the upstream’s call has none)', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/to_jq', { money: '10000' })).toMatchObject({
      term: 7,
      daily_rate: '0.0500',
      due_time: '2026-11-30 09:30:00',
    })
  })
})

describe('the lending channel', () => {
  it.each<[string, string, number]>([
    ['08:59', '2026-11-23T08:59:00+08:00', 0],
    ['09:00', '2026-11-23T09:00:00+08:00', 1],
    ['20:59', '2026-11-23T20:59:00+08:00', 1],
    ['21:00', '2026-11-23T21:00:00+08:00', 0],
    ['Saturday 10:00', '2026-11-28T10:00:00+08:00', 1],
  ])('at %s is open: %i (every day 09:00-21:00)', async (_, at, open) => {
    const money = await moneyWorld()
    await money.setClock(at)
    expect(await money.data('/user/loaninfo', {})).toMatchObject({ is_open: open })
    const before = money.snapshot()
    const reply = await money.call('/user/to_jq', { money: '10000' })
    if (open === 1) expect(reply.status).toBe(1)
    else {
      expect(reply).toMatchObject({ msg: '借券額度已滿或通道已關閉', errorId: 'lending_unavailable' })
      expect(money.snapshot()).toBe(before)
    }
  })

  it('is held closed or open by the steering API, and repaying stays possible', async () => {
    const money = await moneyWorld()
    expect(await money.steer('POST', '/loan-channel', { mode: 'closed' })).toMatchObject({
      status: 1,
      data: { mode: 'closed', isOpen: false, startTime: '09:00', endTime: '21:00' },
    })
    expect(await money.data('/user/loaninfo', {})).toMatchObject({ is_open: 0 })
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('lending_unavailable')
    expect((await money.call('/user/to_hq', { money: '1000' })).status).toBe(1)

    await money.setClock('2026-11-23T23:00:00+08:00')
    expect(await money.steer('POST', '/loan-channel', { mode: 'open' })).toMatchObject({
      data: { mode: 'open', isOpen: true },
    })
    expect((await money.call('/user/to_jq', { money: '10000' })).status).toBe(1)
    expect(await money.steer('POST', '/loan-channel', { mode: 'hours' })).toMatchObject({
      data: { mode: 'hours', isOpen: false },
    })
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('lending_unavailable')
    expect((await money.steer('POST', '/loan-channel', { mode: 'sometimes' })).status).toBe(0)
  })
})

describe('interest', () => {
  it('is one day’s interest on the principal outstanding, rounded down to the cent', () => {
    expect(dailyInterest(10_000_000, 500)).toBe(5_000)
    expect(dailyInterest(7_000_000, 400)).toBe(2_800)
    expect(dailyInterest(12_345, 450)).toBe(5)
    expect(dailyInterest(0, 500)).toBe(0)
  })

  it('is charged once per full day since borrowing, on the principal of that day', async () => {
    const money = await moneyWorld()
    const loan = (await money.data('/user/to_jq', { money: '100000', term: 7 })) as LoanRow
    const row = async () =>
      ((await money.data('/user/loanlist', { page: 1 })) as LoanRow[]).find((candidate) => candidate.id === loan.id)
    await money.advance(day - 1)
    expect(await row()).toMatchObject({ interest: '0.00', owed: '100000.00' })
    await money.advance(1)
    expect(await row()).toMatchObject({ interest: '50.00', owed: '100050.00' })
    await money.advance(2 * day)
    expect(await row()).toMatchObject({ interest: '150.00', owed: '100150.00' })
    // The seeded loan (70,000 at 0.04 %) has charged Monday 14:00 to Wednesday 14:00: 3 days.
    expect(await money.data('/user/loaninfo', {})).toMatchObject({
      principal: '170000.00',
      interest: `${150 + 3 * 28}.00`,
      owed: '170234.00',
    })
    money.expectConsistent()
  })
})

describe('/user/to_hq', () => {
  it.each<[string, string, string]>([
    ['of nothing', '0.00', 'amount_not_positive'],
    ['of more than is owed', '70000.01', 'repay_exceeds_owed'],
  ])('refuses a repayment %s and changes nothing', async (_, amount, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/to_hq', { money: amount })).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('refuses a repayment without a loan in progress', async () => {
    const money = await moneyWorld(demo.unverified)
    expect((await money.call('/user/to_hq', { money: '100' })).errorId).toBe('loan_none_outstanding')
  })

  it('refuses a repayment the balance cannot cover', async () => {
    const money = await moneyWorld()
    await money.setAccount({ credit: { balance: 'twd', amount: '-950000' } })
    expect((await money.call('/user/to_hq', { money: '50000.01' })).errorId).toBe('balance_insufficient')
  })

  it('pays the oldest loan’s interest, its principal, then the next loan; on time, the score rises', async () => {
    const money = await moneyWorld()
    const newer = (await money.data('/user/to_jq', { money: '20000', term: 7 })) as LoanRow
    // Tuesday 14:00: the seeded loan has charged 2 days (56.00), the new one 1 day (10.00).
    await money.setClock('2026-11-24T14:00:00+08:00')
    expect(await money.data('/user/loaninfo', {})).toMatchObject({
      principal: '90000.00',
      interest: '66.00',
      owed: '90066.00',
    })

    expect(await money.data('/user/to_hq', { money: '100' })).toMatchObject({
      money: '100.00',
      interest: '56.00',
      principal: '44.00',
      owed: '89966.00',
    })
    const rows = (await money.data('/user/loanlist', { page: 1, status: 0 })) as LoanRow[]
    expect(
      rows.map(({ id, repaid, interest, interest_paid, owed }) => ({ id, repaid, interest, interest_paid, owed })),
    ).toEqual([
      { id: newer.id, repaid: '0.00', interest: '10.00', interest_paid: '0.00', owed: '20010.00' },
      { id: 2, repaid: '30044.00', interest: '56.00', interest_paid: '56.00', owed: '69956.00' },
    ])
    const [principalEntry, interestEntry] = (await money.data('/user/capitalloglist', { page: 1, type: 'loan' })) as {
      type: string
      money: string
      order_number: string
    }[]
    expect([interestEntry, principalEntry]).toEqual([
      expect.objectContaining({ type: 'loan_interest', money: '-56.00' }),
      expect.objectContaining({ type: 'loan_repayment', money: '-44.00' }),
    ])
    expect(interestEntry?.order_number).toBe(principalEntry?.order_number)

    expect(await money.data('/user/to_hq', { money: '89966' })).toMatchObject({
      interest: '10.00',
      principal: '89956.00',
      owed: '0.00',
    })
    expect(((await money.data('/user/loanlist', { page: 1, status: 1 })) as LoanRow[]).map((row) => row.id)).toEqual([
      newer.id,
      2,
      1,
    ])
    // 1,000,000 + 20,000 borrowed - 90,066 repaid.
    expect(money.balances().twd).toBe('929934.00')
    // Two loans finished on time: +3 each, the second stopped at 100.
    expect(await money.data('/user/xyflog', { page: 1 })).toMatchObject([
      { reason: 'loan_repaid_on_time', change: 2, score: 100 },
      { reason: 'loan_repaid_on_time', change: 3, score: 98 },
      { reason: 'withdrawal_rejected', change: -5, score: 95 },
    ])
    money.expectConsistent()
  })
})

describe('overdue loans', () => {
  it('are marked when due, cost the credit score, and stop borrowing until repaid (no on-time bonus)', async () => {
    const money = await moneyWorld()
    const loan = (await money.data('/user/to_jq', { money: '10000', term: 7 })) as LoanRow
    await money.advance(7 * day)
    expect(await money.data('/user/loaninfo', {})).toMatchObject({ overdue: 0, xyf: 95 })
    await money.advance(1)
    const [row] = (await money.data('/user/loanlist', { page: 1 })) as LoanRow[]
    expect(row).toMatchObject({ id: loan.id, overdue: 1, status: 0, interest: '35.00' })
    expect(await money.data('/user/loaninfo', {})).toMatchObject({ overdue: 1, xyf: 85 })
    expect(((await money.data('/user/xyflog', { page: 1 })) as object[])[0]).toEqual({
      id: expect.any(Number),
      reason: 'loan_overdue',
      title: '借款逾期未還',
      change: -10,
      score: 85,
      create_time: '2026-11-30 09:30:00',
    })
    const before = money.snapshot()
    expect(await money.call('/user/to_jq', { money: '10000' })).toMatchObject({
      msg: '您有逾期未還的借款，請先還款',
      errorId: 'loan_overdue_outstanding',
    })
    expect(money.snapshot()).toBe(before)

    // Repaid in full (the oldest loan too): borrowing opens again; the late loan earns nothing.
    const { owed } = (await money.data('/user/loaninfo', {})) as Info
    await money.data('/user/to_hq', { money: owed })
    expect((await money.data('/user/loanlist', { page: 1 })) as LoanRow[]).toContainEqual(
      expect.objectContaining({ id: loan.id, status: 1, overdue: 1 }),
    )
    expect(
      ((await money.data('/user/xyflog', { page: 1 })) as { reason: string }[]).map((change) => change.reason),
    ).toEqual(['loan_repaid_on_time', 'loan_overdue', 'withdrawal_rejected'])
    expect((await money.call('/user/to_jq', { money: '10000' })).status).toBe(1)
    money.expectConsistent()
  })
})

describe('splitRepayment', () => {
  const loan = (id: number, money: number, repaid: number, interest: number, interestPaid: number) =>
    ({ id, money, repaid, interest, interestPaid }) as LoanRecord
  it('pays each loan’s interest before its principal, the oldest loan first', () => {
    const loans = [loan(1, 1_000, 200, 50, 10), loan(2, 500, 0, 20, 0)]
    expect(splitRepayment(loans, 30).map(({ interest, principal }) => [interest, principal])).toEqual([[30, 0]])
    expect(splitRepayment(loans, 900).map(({ interest, principal }) => [interest, principal])).toEqual([
      [40, 800],
      [20, 40],
    ])
    expect(splitRepayment(loans, 1_360).map(({ interest, principal }) => [interest, principal])).toEqual([
      [40, 800],
      [20, 500],
    ])
  })
})
