// The fund records are the ledger as it is: every entry once, newest first, paged by 10,
// filtered by category, each kind with a title and a category.
import { describe, expect, it } from 'vitest'

import { entriesOf } from '../core/ledger.ts'
import { moneyWorld } from './test-support.ts'

type Row = {
  id: number
  type: string
  category: string
  money: string
  currency: string
  frozen: number
  title: string
  detailed: string
  order_number: string
}

async function allRows(money: Awaited<ReturnType<typeof moneyWorld>>, type?: string): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const batch = (await money.data('/user/capitalloglist', {
      page,
      ...(type === undefined ? {} : { type }),
    } as never)) as Row[]
    rows.push(...batch)
    if (batch.length < 10) return rows
  }
}

describe('/user/capitalloglist', () => {
  it('lists every ledger entry of the user once, newest first, 10 a page', async () => {
    const money = await moneyWorld()
    const user = money.world.db.users.findFirst((q) => q.where({ account: '0912345678' }))
    const rows = await allRows(money)
    expect(rows.map((row) => row.id)).toEqual(entriesOf(money.world, user?.id ?? 0).map((entry) => entry.id))
    expect(rows.length).toBeGreaterThan(20)
    expect(await money.data('/user/capitalloglist', { page: 100 })).toEqual([])
  })

  it('filters by category, and the categories split the whole list', async () => {
    const money = await moneyWorld()
    const all = await allRows(money)
    const categories = ['deposit', 'withdrawal', 'exchange', 'loan', 'coupon', 'trade', 'other']
    const parts = await Promise.all(categories.map((category) => allRows(money, category)))
    for (const [index, part] of parts.entries())
      expect(part.every((row) => row.category === categories[index])).toBe(true)
    expect(
      parts
        .flat()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(all.map((row) => row.id).sort((a, b) => a - b))
  })

  it('describes a row for people and for the app', async () => {
    const money = await moneyWorld()
    const deposits = await allRows(money, 'deposit')
    // The balance after it counts both openings before it (the account's and its trades'): one timeline.
    expect(deposits).toEqual([
      expect.objectContaining({
        type: 'deposit',
        title: '入金',
        detailed: '入金，可用TWD餘額 2625405.00',
        money: '200000.00',
        currency: 'TWD',
        frozen: 0,
        order_number: expect.stringMatching(/^CZ\d{14}$/),
      }),
    ])
    const [opening] = await allRows(money, 'other')
    expect(opening).toMatchObject({ type: 'opening', order_number: '' })
  })
})
