// The credit score: events of other areas move it, within 0-100, each change recorded with
// its reason and instant; /user/xyflog lists them; the back office's changes are recorded
// too; and the cash-out's credit rule reads the score the events made.
import { describe, expect, it } from 'vitest'

import { moneyWorld } from '../money/test-support.ts'
import { applyCreditScoreEvent } from './credit-score.ts'

type Change = { id: number; reason: string; title: string; change: number; score: number; create_time: string }
const history = async (money: Awaited<ReturnType<typeof moneyWorld>>, page = 1) =>
  (await money.data('/user/xyflog', { page })) as Change[]
const score = async (money: Awaited<ReturnType<typeof moneyWorld>>) =>
  ((await money.data('/user/getUserinfo', {})) as { xyf: number }).xyf

describe('the demo investor’s credit score', () => {
  it('starts at 95: the seeded history’s rejected cash-out cost 5', async () => {
    const money = await moneyWorld()
    expect(await score(money)).toBe(95)
    expect(await history(money)).toEqual([
      {
        id: 1,
        reason: 'withdrawal_rejected',
        title: '出金申請被拒',
        change: -5,
        score: 95,
        create_time: '2026-11-13 10:30:00',
      },
    ])
  })
})

describe('events', () => {
  it('a sign-in completing a 7-day streak raises it by 2; the 8th day does not', async () => {
    const money = await moneyWorld()
    // Signed in on the 6 days before: today is the 7th.
    expect(await money.data('/user/qiandao', {})).toMatchObject({ streak: 7 })
    expect((await history(money))[0]).toMatchObject({
      reason: 'signin_streak',
      title: '連續簽到滿7天',
      change: 2,
      score: 97,
      create_time: '2026-11-23 09:30:00',
    })
    await money.setClock('2026-11-24T09:30:00+08:00')
    expect(await money.data('/user/qiandao', {})).toMatchObject({ streak: 8 })
    expect(await score(money)).toBe(97)
    expect(await history(money)).toHaveLength(2)
  })

  it('a cash-out the broker rejects lowers it by 5; one approved, or paid by the clock, does not', async () => {
    const money = await moneyWorld()
    const body = { money: '10000', bankid: 1, passwords: '123456' }
    const first = (await money.data('/user/withdrawal', body)) as { id: number }
    expect((await money.decide('withdrawal', first.id, 'approve')).status).toBe(1)
    await money.advance(60_000)
    const second = (await money.data('/user/withdrawal', body)) as { id: number }
    expect((await money.decide('withdrawal', second.id, 'reject')).status).toBe(1)
    expect(await score(money)).toBe(90)
    expect((await history(money))[0]).toMatchObject({ reason: 'withdrawal_rejected', change: -5, score: 90 })
  })

  it('stays within 0-100: a change the bound cuts short is recorded as it happened, one absorbed is not', async () => {
    const money = await moneyWorld()
    const user = money.world.db.users.findFirst((q) => q.where({ account: '0912345678' }))
    if (user === undefined) throw new Error('no investor')
    const event = (name: Parameters<typeof applyCreditScoreEvent>[2]) =>
      money.world.exclusive(() => applyCreditScoreEvent(money.world, user.id, name, money.world.clock.now()))

    await money.setAccount({ creditScore: 99 })
    expect(await event('loan_repaid_on_time')).toMatchObject({ change: 1, score: 100 })
    expect(await event('signin_streak')).toBeUndefined()
    await money.setAccount({ creditScore: 3 })
    expect(await event('withdrawal_rejected')).toMatchObject({ change: -3, score: 0 })
    expect(await event('loan_overdue')).toBeUndefined()
    expect((await history(money)).map(({ reason, change, score }) => [reason, change, score])).toEqual([
      ['withdrawal_rejected', -3, 0],
      ['adjustment', -97, 3],
      ['loan_repaid_on_time', 1, 100],
      ['adjustment', 4, 99],
      ['withdrawal_rejected', -5, 95],
    ])
  })

  it('the back office setting the same score records nothing', async () => {
    const money = await moneyWorld()
    await money.setAccount({ creditScore: 95 })
    expect(await history(money)).toHaveLength(1)
  })
})

describe('the cash-out’s credit rule', () => {
  it('reads the score the events made: a rejection that takes it below 60 stops the next cash-out', async () => {
    const money = await moneyWorld()
    await money.setAccount({ creditScore: 62 })
    const body = { money: '10000', bankid: 1, passwords: '123456' }
    const request = (await money.data('/user/withdrawal', body)) as { id: number }
    await money.decide('withdrawal', request.id, 'reject')
    expect(await score(money)).toBe(57)
    await money.advance(60_000)
    const before = money.snapshot()
    expect(await money.call('/user/withdrawal', body)).toMatchObject({
      msg: '信用分不足，無法出金',
      errorId: 'credit_score_too_low',
    })
    expect(money.snapshot()).toBe(before)
  })
})

describe('/user/xyflog', () => {
  it('lists 10 changes a page, newest first', async () => {
    const money = await moneyWorld()
    for (let index = 0; index < 11; index += 1) await money.setAccount({ creditScore: 50 + index })
    const first = await history(money)
    expect(first).toHaveLength(10)
    expect(first[0]).toMatchObject({ reason: 'adjustment', title: '後台調整', change: 1, score: 60 })
    expect(await history(money, 2)).toEqual([
      expect.objectContaining({ reason: 'adjustment', change: -45, score: 50 }),
      expect.objectContaining({ reason: 'withdrawal_rejected' }),
    ])
  })

  it('shows only the user’s own changes', async () => {
    const money = await moneyWorld('0922333444')
    expect(await history(money)).toEqual([])
  })
})
