// Restrictions in one place: every secured operation of the contract declares the account
// state it needs (x-restriction, x-verified) and the dispatcher refuses before the handler
// runs. Each account state is set on the investor and every operation is called with its
// own contract example: the refusal is the catalogue's, and nothing changes.
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, settledSnapshot, testBackend } from '../../test-support.ts'
import type { Restriction } from '../core/restrictions.ts'
import { operations, type OperationSpec } from './contract.ts'

const jsonOperations = [...operations.values()].filter(
  (operation) => operation.secured && operation.bodyType === 'json',
)
const needing = (...kinds: Restriction[]) =>
  jsonOperations.filter((operation) => kinds.includes(operation.account.restriction))

interface AccountState {
  name: string
  change: Record<string, unknown>
  /** The operations it stops, and the catalogue id they answer. */
  refuses: (operation: OperationSpec) => string | undefined
}

const states: AccountState[] = [
  {
    name: 'frozen',
    change: { restrictions: { frozen: true } },
    refuses: (op) => (op.account.restriction === 'none' ? undefined : 'account_frozen'),
  },
  {
    name: 'trading forbidden',
    change: { restrictions: { tradingForbidden: true } },
    refuses: (op) => (op.account.restriction === 'trade' ? 'trading_forbidden' : undefined),
  },
  {
    name: 'withdrawal forbidden',
    change: { restrictions: { withdrawalForbidden: true } },
    refuses: (op) => (op.account.restriction === 'withdraw' ? 'withdrawal_forbidden' : undefined),
  },
  {
    name: 'not verified',
    change: { verification: 0 },
    refuses: (op) => (op.account.verified ? 'realname_required' : undefined),
  },
]

describe('account restrictions, enforced by the dispatcher from the contract', () => {
  it('has secured operations needing each restriction', () => {
    expect(needing('use').length).toBeGreaterThan(40)
    expect(
      needing('trade')
        .map((op) => op.path)
        .sort(),
    ).toEqual([
      '/trade/buy_dzstock',
      '/trade/buy_newstock',
      '/trade/buy_product',
      '/trade/buy_stock',
      '/trade/rnjy',
      '/trade/sell_stock',
      '/trade/sell_symbol',
    ])
    expect(needing('withdraw').map((op) => op.path)).toEqual(['/user/withdrawal'])
    expect(jsonOperations.filter((op) => op.account.verified).length).toBeGreaterThan(5)
  })

  it('lists in x-errors every refusal its x-restriction and x-verified imply', () => {
    const implied = (op: OperationSpec) => [
      ...(op.account.restriction === 'none' ? [] : ['account_frozen']),
      ...(op.account.restriction === 'trade' ? ['trading_forbidden'] : []),
      ...(op.account.restriction === 'withdraw' ? ['withdrawal_forbidden'] : []),
      ...(op.account.verified ? ['realname_required'] : []),
    ]
    const missing = jsonOperations.flatMap((op) =>
      implied(op)
        .filter((id) => !op.errors.has(id as never))
        .map((id) => `${op.path}: ${id}`),
    )
    expect(missing).toEqual([])
  })

  describe.each(states)('an account $name', (state) => {
    const stopped = jsonOperations.filter((operation) => state.refuses(operation) !== undefined)

    it.each(stopped.map((operation) => [operation.path, operation] as const))(
      '%s answers its refusal and changes nothing',
      async (_, operation) => {
        const { backend } = testBackend()
        const session = await login(backend, demo.investor)
        await admin(backend, 'POST', '/accounts', { account: demo.investor, ...state.change })
        const world = await backend.worlds.get('default')
        const before = await settledSnapshot(world)
        const reply = await post(backend, operation.path, operation.example, session.headers)
        expect(reply.body.status).toBe(0)
        const id = world.requests.list().at(-1)?.errorId
        expect(id).toBe(state.refuses(operation))
        expect(await settledSnapshot(world)).toBe(before)
      },
    )

    it('lets the other operations through to their own rules', async () => {
      const { backend } = testBackend()
      const session = await login(backend, demo.investor)
      await admin(backend, 'POST', '/accounts', { account: demo.investor, ...state.change })
      const world = await backend.worlds.get('default')
      const passed = jsonOperations.filter(
        (operation) => state.refuses(operation) === undefined && operation.path !== '/user/logout',
      )
      for (const operation of passed) {
        await post(backend, operation.path, operation.example, session.headers)
        const restrictionIds = ['account_frozen', 'trading_forbidden', 'withdrawal_forbidden', 'realname_required']
        expect(restrictionIds, operation.path).not.toContain(world.requests.list().at(-1)?.errorId)
      }
    })
  })
})
