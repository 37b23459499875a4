// The ledger: the one way balances move, exact, never negative, always the sum of its entries.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { demo, snapshot, testBackend } from '../../test-support.ts'
import { CatalogueError, raise } from './catalogue.ts'
import { balanceNames } from './ledger-kinds.ts'
import { balancesAfter, canPost, entriesOf, ledgerProblems, type Movement, post } from './ledger.ts'
import { fromUnits } from './minor-units.ts'

async function investorWorld() {
  const { backend } = testBackend()
  const w = await backend.worlds.get('default')
  const user = w.db.users.findFirst((q) => q.where({ account: demo.investor }))
  if (user === undefined) throw new Error('no investor')
  return { world: w, user }
}

describe('the seeded ledger', () => {
  it('opens every demo balance with one entry, and agrees with the balances', async () => {
    const { world, user } = await investorWorld()
    // The oldest three (newest first): the markets seed adds the investor's trades after them.
    expect(
      entriesOf(world, user.id)
        .slice(-3)
        .map(({ balance, amount, kind, balanceAfter }) => ({ balance, amount, kind, balanceAfter })),
    ).toEqual([
      { balance: 'usdt', amount: fromUnits(2_000), kind: 'opening', balanceAfter: fromUnits(2_000) },
      { balance: 'usd', amount: fromUnits(5_000), kind: 'opening', balanceAfter: fromUnits(5_000) },
      { balance: 'twd', amount: fromUnits(1_000_000), kind: 'opening', balanceAfter: fromUnits(1_000_000) },
    ])
    expect(ledgerProblems(world)).toEqual([])
  })
})

describe('post', () => {
  it('moves several balances at once, with one entry each under one ref', async () => {
    const { world, user } = await investorWorld()
    const updated = await post(world, {
      user,
      ref: 'withdrawal:1',
      at: 5,
      movements: [
        { balance: 'twd', amount: -12_345, kind: 'withdrawal_hold' },
        { balance: 'frozenTwd', amount: 12_345, kind: 'withdrawal_hold' },
      ],
    })
    expect(updated.balances.twd).toBe(fromUnits(1_000_000) - 12_345)
    expect(updated.balances.frozenTwd).toBe(12_345)
    const [frozen, twd] = entriesOf(world, user.id)
    expect(twd).toMatchObject({
      balance: 'twd',
      amount: -12_345,
      ref: 'withdrawal:1',
      at: 5,
      balanceAfter: fromUnits(1_000_000) - 12_345,
    })
    expect(frozen).toMatchObject({ balance: 'frozenTwd', amount: 12_345, ref: 'withdrawal:1', balanceAfter: 12_345 })
    expect(ledgerProblems(world)).toEqual([])
  })

  it('refuses, changing nothing, when any balance would go negative', async () => {
    const { world, user } = await investorWorld()
    const before = snapshot(world)
    const overdraw: Movement[] = [
      { balance: 'usd', amount: fromUnits(1), kind: 'exchange_in' },
      { balance: 'twd', amount: -fromUnits(1_000_000) - 1, kind: 'exchange_out' },
    ]
    expect(canPost(user, overdraw)).toBe(false)
    await expect(post(world, { user, ref: 'x:1', at: 0, movements: overdraw })).rejects.toMatchObject({
      id: 'balance_insufficient',
    })
    expect(snapshot(world)).toBe(before)
  })

  it('raises the caller’s own catalogue error when given one', async () => {
    const { world, user } = await investorWorld()
    const error = await post(world, {
      user,
      ref: 'newshare:1',
      at: 0,
      movements: [{ balance: 'twd', amount: -fromUnits(2_000_000), kind: 'newshare_hold' }],
      onInsufficient: (_, shortBy) => raise('newshare_funds_insufficient', { amount: shortBy / 100 }),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CatalogueError)
    expect(error).toMatchObject({ id: 'newshare_funds_insufficient', params: { amount: '1000000' } })
  })

  it('reads the stored balances, not a stale copy of the user', async () => {
    const { world, user } = await investorWorld()
    await post(world, {
      user,
      ref: 'a:1',
      at: 0,
      movements: [{ balance: 'usd', amount: -fromUnits(5_000), kind: 'exchange_out' }],
    })
    // `user` still says 5,000 USD; the ledger must not let it be spent twice.
    await expect(
      post(world, { user, ref: 'a:2', at: 0, movements: [{ balance: 'usd', amount: -1, kind: 'exchange_out' }] }),
    ).rejects.toMatchObject({
      id: 'balance_insufficient',
    })
  })

  it('refuses amounts that are not integers of minor units', () => {
    expect(() =>
      balancesAfter({ twd: 0, usd: 0, usdt: 0, frozenTwd: 0, settlingTwd: 0 }, [
        { balance: 'twd', amount: 0.1, kind: 'deposit' },
      ]),
    ).toThrow(RangeError)
  })

  it('keeps every balance equal to the sum of its entries over any sequence of postings', async () => {
    const movement = fc.record({
      balance: fc.constantFrom(...balanceNames),
      amount: fc.integer({ min: -50_000_000, max: 50_000_000 }),
      kind: fc.constantFrom('deposit' as const, 'buy' as const, 'sell' as const, 'adjustment' as const),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(movement, { minLength: 1, maxLength: 3 }), { maxLength: 25 }),
        async (postings) => {
          const { world, user } = await investorWorld()
          for (const [index, movements] of postings.entries()) {
            await post(world, { user, ref: `test:${index}`, at: index, movements }).catch((error: unknown) => {
              if (!(error instanceof CatalogueError)) throw error
            })
          }
          expect(ledgerProblems(world)).toEqual([])
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('ledgerProblems', () => {
  it('notices a balance changed behind the ledger’s back', async () => {
    const { world, user } = await investorWorld()
    await world.db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.balances.twd += 1
      },
    })
    expect(ledgerProblems(world)).toEqual([
      `${demo.investor} twd: balance ${fromUnits(1_000_000) + 1}, entries sum to ${fromUnits(1_000_000)}`,
    ])
  })
})
