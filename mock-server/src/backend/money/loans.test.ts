// Borrowing within the quota and repaying, oldest loan first, never more than owed.
import { describe, expect, it } from 'vitest'
import { demo } from '../../test-support.ts'
import { moneyWorld } from './test-support.ts'

type LoanRow = { id: number; money: string; repaid: string; owed: string; status: number }

describe('/user/to_jq', () => {
  it.each<[string, string, string]>([
    ['below the minimum', '9999.99', 'lending_below_minimum'],
    ['of nothing', '0', 'lending_below_minimum'],
    ['beyond the quota (70,000 owed of 500,000)', '430000.01', 'lending_unavailable'],
  ])('refuses a loan %s and changes nothing', async (_, amount, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/to_jq', { money: amount })).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('needs a verified identity', async () => {
    const money = await moneyWorld(demo.unverified)
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('realname_required')
  })

  it('credits the loan at once and opens it in progress, up to the quota exactly', async () => {
    const money = await moneyWorld()
    const loan = (await money.data('/user/to_jq', { money: '430000' })) as LoanRow
    expect(loan).toMatchObject({ money: '430000.00', repaid: '0.00', owed: '430000.00', status: 0 })
    expect(money.balances().twd).toBe('1430000.00')
    expect(await money.data('/user/loaninfo', {})).toEqual({ is_open: 1, quota: '500000.00', owed: '500000.00', available: '0.00', min_money: '10000.00' })
    expect((await money.call('/user/to_jq', { money: '10000' })).errorId).toBe('lending_unavailable')
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

  it('settles the oldest loan first, finishing it, then the next', async () => {
    const money = await moneyWorld()
    const newer = (await money.data('/user/to_jq', { money: '20000' })) as LoanRow
    expect(await money.data('/user/to_hq', { money: '75000' })).toMatchObject({ money: '75000.00', owed: '15000.00' })
    const rows = (await money.data('/user/loanlist', { page: 1 })) as LoanRow[]
    expect(rows.map(({ id, repaid, status }) => ({ id, repaid, status }))).toEqual([
      { id: newer.id, repaid: '5000.00', status: 0 },
      { id: 2, repaid: '100000.00', status: 1 },
      { id: 1, repaid: '20000.00', status: 1 },
    ])
    expect(((await money.data('/user/loanlist', { page: 1, status: 1 })) as LoanRow[]).map((row) => row.id)).toEqual([2, 1])
    expect(await money.data('/user/to_hq', { money: '15000' })).toMatchObject({ owed: '0.00' })
    expect(money.balances().twd).toBe(`${1_000_000 + 20_000 - 90_000}.00`)
    money.expectConsistent()
  })
})
