// Daily sign-in and the lottery, through the backend core, with the world clock moved by
// the steering API as a test would.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, settledSnapshot, snapshot, testBackend, testSeed } from '../../test-support.ts'
import { ledgerProblems } from '../core/ledger.ts'
import { toMinor } from '../core/minor-units.ts'
import { lotteryPrizes, prizeOfDraw } from './lottery.ts'
import { seededLotteryChances, seededSignins } from './seed.ts'
import { signinRewards } from './signin.ts'

async function setUp(account: string = demo.investor, seed = testSeed) {
  const { backend, problems } = testBackend({ seed })
  const session = await login(backend, account)
  const world = await backend.worlds.get('default')
  const call = (path: string, body: unknown = {}) => post(backend, path, body, session.headers)
  const setClock = (set: string) => admin(backend, 'POST', '/clock', { set })
  const balance = async () => toMinor(((await call('/user/getUserinfo')).body.data as { money: string }).money)
  return { backend, problems, world, call, setClock, balance }
}

describe('/user/qiandaoinfo and /user/qiandao', () => {
  it("shows the investor's seeded days, then signs in for today", async () => {
    const { call, problems } = await setUp()
    expect((await call('/user/qiandaoinfo')).body.data).toEqual({
      today: 0,
      month_count: seededSignins.days,
      streak: seededSignins.days,
      days: [17, 18, 19, 20, 21, 22],
      rewards: [
        { id: 1, need: 3, money: '10.00', status: 1 },
        { id: 2, need: 7, money: '30.00', status: 0 },
        { id: 3, need: 15, money: '88.00', status: 0 },
        { id: 4, need: 25, money: '188.00', status: 0 },
      ],
    })
    expect((await call('/user/qiandao')).body).toEqual({
      status: 1,
      msg: '',
      data: { month_count: 7, streak: 7, chances: seededLotteryChances.chances + 1 },
    })
    expect((await call('/user/qiandaoinfo')).body.data).toMatchObject({
      today: 1,
      month_count: 7,
      streak: 7,
      days: [17, 18, 19, 20, 21, 22, 23],
    })
    expect(problems).toEqual([])
  })

  it('signs in once per Taiwan calendar day: again only from midnight', async () => {
    const { world, call, setClock } = await setUp()
    await call('/user/qiandao')
    await setClock('2026-11-23T23:59:59+08:00')
    const before = await settledSnapshot(world)
    const again = await call('/user/qiandao')
    expect(again.body).toEqual({ status: 0, msg: '今日已簽到', data: null })
    expect(again.headers['x-mock-error-id']).toBe('signed_in_today')
    expect(snapshot(world)).toBe(before)
    // 16:00 UTC is midnight in Taipei.
    await setClock('2026-11-23T16:00:00Z')
    expect((await call('/user/qiandao')).body.data).toEqual({ month_count: 8, streak: 8, chances: 5 })
  })

  it('breaks the streak on a missed day and starts a new month at zero', async () => {
    const { call, setClock } = await setUp()
    await setClock('2026-11-25T10:00:00+08:00')
    expect((await call('/user/qiandaoinfo')).body.data).toMatchObject({ today: 0, streak: 0, month_count: 6 })
    expect((await call('/user/qiandao')).body.data).toMatchObject({ month_count: 7, streak: 1 })
    await setClock('2026-12-01T08:00:00+08:00')
    expect((await call('/user/qiandaoinfo')).body.data).toMatchObject({ today: 0, month_count: 0, days: [], streak: 0 })
    expect(
      ((await call('/user/qiandaoinfo')).body.data as { rewards: Array<{ status: number }> }).rewards.map(
        (reward) => reward.status,
      ),
    ).toEqual([0, 0, 0, 0])
  })

  it('keeps a streak across the end of a month', async () => {
    const { call, setClock } = await setUp(demo.unverified)
    for (const day of ['2026-11-29', '2026-11-30', '2026-12-01']) {
      await setClock(`${day}T12:00:00+08:00`)
      await call('/user/qiandao')
    }
    expect((await call('/user/qiandaoinfo')).body.data).toMatchObject({
      today: 1,
      month_count: 1,
      streak: 3,
      days: [1],
    })
  })

  it('is closed to a frozen account', async () => {
    const { backend, call } = await setUp()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: true } })
    expect((await call('/user/qiandao')).body.msg).toBe('帳號已凍結，請聯繫客服')
    expect((await call('/user/qiandaoinfo')).body.msg).toBe('帳號已凍結，請聯繫客服')
  })
})

describe('/user/qiandaoreward', () => {
  it('credits a reached reward once a month through the ledger', async () => {
    const { world, call, balance, setClock, problems } = await setUp()
    const start = await balance()
    expect((await call('/user/qiandaoreward', { id: 1 })).body).toEqual({
      status: 1,
      msg: '',
      data: { money: '10.00' },
    })
    expect(await balance()).toBe(start + 10_00)
    const [entry] = world.db.ledger.findMany((q) => q.where({ kind: 'signin_reward' }))
    expect(entry).toMatchObject({ amount: 10_00, balance: 'twd', ref: 'signin_claim:1' })

    const again = await call('/user/qiandaoreward', { id: 1 })
    expect(again.body.msg).toBe('本月已領取該獎勵')
    expect(await balance()).toBe(start + 10_00)

    // The 7-day reward needs today's sign-in.
    expect((await call('/user/qiandaoreward', { id: 2 })).body.msg).toBe('簽到次數不足')
    await call('/user/qiandao')
    expect((await call('/user/qiandaoreward', { id: 2 })).body.data).toEqual({ money: '30.00' })
    expect((await call('/user/qiandaoinfo')).body.data).toMatchObject({
      rewards: [{ status: 2 }, { status: 2 }, { status: 0 }, { status: 0 }],
    })

    // A new month: the rewards can be earned again.
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      await setClock(`${day}T09:00:00+08:00`)
      await call('/user/qiandao')
    }
    expect((await call('/user/qiandaoreward', { id: 1 })).body.data).toEqual({ money: '10.00' })
    expect(ledgerProblems(world)).toEqual([])
    expect(problems).toEqual([])
  })

  it.each([
    ['a reward that needs more sign-ins', demo.investor, 3, 'signin_count_insufficient', '簽到次數不足'],
    ['a reward that does not exist', demo.investor, 99, 'signin_reward_not_found', '簽到獎勵不存在'],
    ['cash to an unverified account', demo.unverified, 1, 'realname_required', '請先完成實名認證'],
  ])('refuses %s and changes nothing', async (_, account, id, errorId, msg) => {
    const { world, call } = await setUp(account)
    const before = snapshot(world)
    const reply = await call('/user/qiandaoreward', { id })
    expect(reply.body).toEqual({ status: 0, msg, data: null })
    expect(reply.headers['x-mock-error-id']).toBe(errorId)
    expect(snapshot(world)).toBe(before)
  })
})

describe('the lottery', () => {
  it('lists the chances and the wheel', async () => {
    const { call } = await setUp()
    expect((await call('/user/choujianginfo')).body.data).toEqual({
      chances: seededLotteryChances.chances,
      prizes: [
        { id: 1, type: 1, money: '888.00' },
        { id: 2, type: 1, money: '8.00' },
        { id: 3, type: 0, money: '0.00' },
        { id: 4, type: 1, money: '88.00' },
        { id: 5, type: 1, money: '18.00' },
        { id: 6, type: 0, money: '0.00' },
        { id: 7, type: 1, money: '188.00' },
        { id: 8, type: 1, money: '28.00' },
      ],
    })
  })

  it('draws until the chances are used up, paying each prize through the ledger', async () => {
    const { world, call, balance, problems } = await setUp()
    const start = await balance()
    const draws: Array<{ id: number; prize_id: number; money: string; chances: number }> = []
    for (let i = 0; i < seededLotteryChances.chances; i++)
      draws.push((await call('/user/choujiang')).body.data as (typeof draws)[number])
    expect(draws.map((draw) => draw.chances)).toEqual([2, 1, 0])
    expect(draws.map((draw) => draw.prize_id)).toEqual([1, 2, 3].map((sequence) => prizeOfDraw(testSeed, sequence).id))
    const won = draws.reduce((sum, draw) => sum + toMinor(draw.money), 0)
    expect(await balance()).toBe(start + won)

    const before = snapshot(world)
    const refused = await call('/user/choujiang')
    expect(refused.body).toEqual({ status: 0, msg: '抽獎次數已用完', data: null })
    expect(refused.headers['x-mock-error-id']).toBe('lottery_chances_used_up')
    expect(snapshot(world)).toBe(before)

    const records = (await call('/user/choujianglist', { page: 1 })).body.data as Array<{
      id: number
      money: string
      create_time: string
    }>
    expect(records.map((record) => record.id)).toEqual([3, 2, 1])
    expect(records.map((record) => record.money)).toEqual(draws.map((draw) => draw.money).reverse())
    expect(records[0]?.create_time).toBe('2026-11-23 09:30:00')
    expect(ledgerProblems(world)).toEqual([])
    expect(problems).toEqual([])
  })

  it('gives the same draws in every world of a seed, and others with another seed', async () => {
    const drawsOf = async (seed: number) => {
      const { call } = await setUp(demo.investor, seed)
      const prizes: number[] = []
      for (let i = 0; i < seededLotteryChances.chances; i++)
        prizes.push(((await call('/user/choujiang')).body.data as { prize_id: number }).prize_id)
      return prizes
    }
    expect(await drawsOf(testSeed)).toEqual(await drawsOf(testSeed))
    const sequences = Array.from({ length: 50 }, (_, i) => i + 1)
    expect(sequences.map((n) => prizeOfDraw(1, n).id)).not.toEqual(sequences.map((n) => prizeOfDraw(2, n).id))
  })

  it('draws each prize about as often as its weight says', () => {
    const draws = 20_000
    const counts = new Map<number, number>()
    for (let sequence = 1; sequence <= draws; sequence++) {
      const { id } = prizeOfDraw(testSeed, sequence)
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    for (const prize of lotteryPrizes) {
      const expected = (draws * prize.weight) / 100
      expect(Math.abs((counts.get(prize.id) ?? 0) - expected), `prize ${prize.id}`).toBeLessThan(
        Math.max(40, expected * 0.1),
      )
    }
  })

  it('gives a chance for each daily sign-in', async () => {
    const { call } = await setUp(demo.underReview)
    expect((await call('/user/choujianginfo')).body.data).toMatchObject({ chances: 0 })
    await call('/user/qiandao')
    expect((await call('/user/choujianginfo')).body.data).toMatchObject({ chances: 1 })
    // Drawing needs a verified identity, whatever the chances.
    expect((await call('/user/choujiang')).body.msg).toBe('請先完成實名認證')
  })

  it('pages the records 10 at a time, newest first', async () => {
    const { backend, call } = await setUp()
    for (let day = 24; day <= 30; day++) {
      await admin(backend, 'POST', '/clock', { set: `2026-11-${day}T09:00:00+08:00` })
      await call('/user/qiandao')
    }
    for (let i = 0; i < seededLotteryChances.chances + 7; i++) await call('/user/choujiang')
    const first = (await call('/user/choujianglist', { page: 1 })).body.data as Array<{ id: number }>
    const second = (await call('/user/choujianglist', { page: 2 })).body.data as Array<{ id: number }>
    expect(first.map((row) => row.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(second).toEqual([])
  })
})

describe('sign-in and lottery together', () => {
  type Action = { kind: 'signin' } | { kind: 'draw' } | { kind: 'claim'; id: number } | { kind: 'wait'; hours: number }
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.constant<Action>({ kind: 'signin' }),
    fc.constant<Action>({ kind: 'draw' }),
    fc.constantFrom(...signinRewards.map((reward) => reward.id), 9).map<Action>((id) => ({ kind: 'claim', id })),
    fc.integer({ min: 1, max: 60 }).map<Action>((hours) => ({ kind: 'wait', hours })),
  )

  it('keep the ledger whole, never use a chance twice, and pay exactly what they answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 30 }), async (actions) => {
        const { backend, world, call, balance, problems } = await setUp()
        const start = await balance()
        let chances: number = seededLotteryChances.chances
        let paid = 0
        for (const step of actions) {
          if (step.kind === 'wait') {
            await admin(backend, 'POST', '/clock', { advanceMs: step.hours * 3_600_000 })
            continue
          }
          const before = await settledSnapshot(world)
          const reply =
            step.kind === 'signin'
              ? await call('/user/qiandao')
              : step.kind === 'draw'
                ? await call('/user/choujiang')
                : await call('/user/qiandaoreward', { id: step.id })
          if (reply.body.status !== 1) {
            expect(snapshot(world)).toBe(before)
            continue
          }
          const data = reply.body.data as { chances?: number; money?: string }
          if (step.kind === 'signin') chances += 1
          if (step.kind === 'draw') chances -= 1
          if (data.chances !== undefined) expect(data.chances).toBe(chances)
          if (data.money !== undefined) paid += toMinor(data.money)
        }
        expect(chances).toBeGreaterThanOrEqual(0)
        expect((await call('/user/choujianginfo')).body.data).toMatchObject({ chances })
        expect(await balance()).toBe(start + paid)
        expect(ledgerProblems(world)).toEqual([])
        expect(problems).toEqual([])
      }),
      { numRuns: 25 },
    )
  })
})
