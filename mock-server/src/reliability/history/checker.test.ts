// The checker's rules on small histories written by hand: each history shows one anomaly
// the way the answers would, and the rule names it.
import { describe, expect, it } from 'vitest'

import { judge } from './checker.ts'
import { History } from './history.ts'

const account = '0977000001'

/** A history builder: calls that complete in the order they are added, unless overlapped. */
function history() {
  const recorded = new History()
  const call = (path: string, body: unknown, data: unknown, status = 1) =>
    recorded.complete(recorded.invoke({ client: 0, account, kind: 'read', path, body }), {
      http: 200,
      status,
      msg: '',
      replayed: false,
      data,
    })
  return { recorded, call }
}

const record = (id: number, type: string, money: string, after: string, time: string, frozen = 0) => ({
  id,
  money,
  currency: 'TWD',
  frozen,
  balance_after: after,
  type,
  create_time: `2026-11-23 ${time}`,
  order_number: `TX20261123${String(id).padStart(6, '0')}`,
})

const order = (id: number, status: number, filled: number) => ({
  id,
  status,
  side: 'buy',
  stock_code: '2317',
  stock_num: 1000,
  filled_num: filled,
  position_id: null,
})

/** The final reads of an account whose ledger is `rows` (newest first) and whose balances are as given. */
function finalReads(call: ReturnType<typeof history>['call'], rows: unknown[], money: string) {
  call('/user/getUserinfo', {}, { money, usd_money: '0.00', usdt_money: '0.00', freeze_money: '0.00' })
  call('/trade/settlements', {}, { payable: '0.00', receivable: '0.00', items: [] })
  call('/user/capitalloglist', { page: 1 }, rows)
}

const rulesOf = (recorded: History, finalFrom: number) =>
  judge(recorded.operations, [account], { clientsFrom: 0, finalFrom }).map((found) => found.rule)

describe('the history checker', () => {
  it('finds two cash-outs that both spent the same money (a fork in the balance chain)', () => {
    const { recorded, call } = history()
    const finalFrom = recorded.operations.length
    finalReads(
      call,
      [
        record(3, 'withdrawal_paid', '-800.00', '200.00', '10:00:00'),
        record(2, 'withdrawal_paid', '-800.00', '200.00', '10:00:00'),
        record(1, 'adjustment', '1000.00', '1000.00', '09:30:00'),
      ],
      '200.00',
    )
    expect(rulesOf(recorded, finalFrom)).toEqual(['ledger-chain-broken', 'balance-not-ledger-sum'])
  })

  it('finds fund records out of time order', () => {
    const { recorded, call } = history()
    call('/user/capitalloglist', { page: 1 }, [
      record(2, 'deposit', '100.00', '1100.00', '09:50:00'),
      record(1, 'adjustment', '1000.00', '1000.00', '10:00:00'),
    ])
    expect(rulesOf(recorded, recorded.operations.length)).toEqual(['ledger-out-of-time-order'])
  })

  it('finds an order that fills after its cancel succeeded, and the state going back', () => {
    const { recorded, call } = history()
    call('/trade/buy_stock', {}, order(7, 3, 0))
    call('/trade/cancel_stock', { id: 7 }, order(7, 4, 0))
    call('/trade/userstocklists', { type: 'tw', page: 1 }, [order(7, 5, 1000)])
    expect(new Set(rulesOf(recorded, recorded.operations.length))).toEqual(
      new Set(['fill-after-cancel', 'state-went-back']),
    )
  })

  it('finds an order nobody placed', () => {
    const { recorded, call } = history()
    call('/trade/userstocklist', { type: 'tw' }, [order(9, 3, 0)])
    expect(rulesOf(recorded, recorded.operations.length)).toEqual(['phantom-order'])
  })

  it('finds a read that misses a deposit a write completed before it', () => {
    const { recorded, call } = history()
    call('/user/chongzhi', {}, { id: 4, status: 0, money: '1000.00', create_time: '2026-11-23 09:30:00' })
    call('/user/chongzhilist', { page: 1 }, [])
    expect(rulesOf(recorded, recorded.operations.length)).toEqual(['stale-read'])
  })

  it('accepts reads that overlap a write: either answer is right', () => {
    const { recorded } = history()
    const write = recorded.invoke({ client: 0, account, kind: 'deposit', path: '/user/chongzhi', body: {} })
    const read = recorded.invoke({ client: 1, account, kind: 'read', path: '/user/chongzhilist', body: { page: 1 } })
    recorded.complete(read, { http: 200, status: 1, msg: '', replayed: false, data: [] })
    recorded.complete(write, {
      http: 200,
      status: 1,
      msg: '',
      replayed: false,
      data: { id: 4, status: 0, money: '1000.00', create_time: '2026-11-23 09:30:00' },
    })
    expect(rulesOf(recorded, recorded.operations.length)).toEqual([])
  })
})
