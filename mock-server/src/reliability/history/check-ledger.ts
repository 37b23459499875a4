// The ledger, judged as Jepsen's bank test judges balances and its list-append checker
// judges an append-only list: every fund record (资金明細 row) is an element appended to the
// account's ledger, newest first by id. From what the answers said:
//   - no balance below 0, in any answer;
//   - every page newest first by id and by time (one timeline);
//   - a record reads the same whenever it is read, and is still there at the end;
//   - each movement starts from its balance as it stood (each record's balance after, less its
//     amount, is where the previous movement of that balance left it): a fork in that chain is
//     a lost update, two movements spending the same money;
//   - at the end every balance is the sum of its records, and once everything pending has
//     ended, nothing is left frozen or settling for any request or order.
import { parseCents } from '#rules/market.ts'

import { type Anomaly, anomaly } from './anomaly.ts'
import type { Operation } from './history.ts'

type FundRecord = {
  id: number
  money: string
  currency: string
  frozen: number
  balance_after: string
  type: string
  create_time: string
  order_number: string
}

const cents = (text: unknown) => parseCents(String(text)) ?? Number.NaN
/**
 * The balance a record moves, as the answers tell them apart: available TWD, USD, USDT, or held
 * TWD (frozen and settling).
 */
const balanceOf = (record: FundRecord) => `${record.currency}${record.frozen === 1 ? ' held' : ''}`

const records = (op: Operation) => (op.status === 1 && Array.isArray(op.data) ? (op.data as FundRecord[]) : [])

/** Order within one answer: ids going down, times never going up. */
function checkOrder(op: Operation, rows: readonly FundRecord[], found: Anomaly[]): void {
  for (let index = 1; index < rows.length; index++) {
    const above = rows[index - 1]!
    const row = rows[index]!
    if (row.id >= above.id || row.create_time > above.create_time)
      found.push(
        anomaly(
          'ledger-out-of-time-order',
          op.account,
          `record ${row.id} (${row.type} at ${row.create_time}) is listed below ` +
            `record ${above.id} (${above.type} at ${above.create_time})`,
          op,
        ),
      )
  }
}

export interface FinalState {
  /** The account's whole ledger at the end, newest first, and the reads it came from. */
  ledger: { rows: FundRecord[]; ops: Operation[] }
  userinfo: Operation | undefined
  settlements: Operation | undefined
}

export function checkLedger(account: string, ops: readonly Operation[], final: FinalState): Anomaly[] {
  const found: Anomaly[] = []
  const seen = new Map<number, { row: FundRecord; op: Operation }>()
  for (const op of ops) {
    if (op.path === '/user/getUserinfo' && op.status === 1) {
      const info = op.data as Record<string, string>
      for (const field of ['money', 'usd_money', 'usdt_money', 'freeze_money'])
        if (cents(info[field]) < 0) found.push(anomaly('negative-balance', account, `${field} is ${info[field]}`, op))
    }
    if (op.path !== '/user/capitalloglist') continue
    const rows = records(op)
    checkOrder(op, rows, found)
    for (const row of rows) {
      if (cents(row.balance_after) < 0)
        found.push(
          anomaly('negative-balance', account, `record ${row.id} leaves ${balanceOf(row)} at ${row.balance_after}`, op),
        )
      const earlier = seen.get(row.id)
      if (earlier === undefined) seen.set(row.id, { row, op })
      else if (JSON.stringify(earlier.row) !== JSON.stringify(row))
        found.push(
          anomaly(
            'ledger-entry-changed',
            account,
            `record ${row.id} read as ${JSON.stringify(earlier.row)}, later as ${JSON.stringify(row)}`,
            op,
            earlier.op,
          ),
        )
    }
  }

  const { rows, ops: finalOps } = final.ledger
  const lastRead = finalOps[finalOps.length - 1]
  if (lastRead === undefined) return found
  const finalIds = new Set(rows.map((row) => row.id))
  for (const { row, op } of seen.values())
    if (!finalIds.has(row.id))
      found.push(
        anomaly(
          'ledger-entry-lost',
          account,
          `record ${row.id} (${row.type}, ${row.money}) is gone from the final ledger`,
          lastRead,
          op,
        ),
      )

  // The chain of each balance, oldest first. Held TWD is two balances (frozen, settling) the
  // answers do not tell apart: each movement must start from where one of them stands.
  const standing = new Map<string, number[]>([
    ['TWD', [0]],
    ['USD', [0]],
    ['USDT', [0]],
    ['TWD held', [0, 0]],
  ])
  const sums = new Map<string, number>()
  const heldByOrder = new Map<string, { sum: number; types: string[] }>()
  for (const row of [...rows].reverse()) {
    const balance = balanceOf(row)
    const after = cents(row.balance_after)
    const before = after - cents(row.money)
    const values = standing.get(balance) ?? [0]
    const at = values.indexOf(before)
    if (at === -1)
      found.push(
        anomaly(
          'ledger-chain-broken',
          account,
          `record ${row.id} (${row.type} ${row.money}) moves ${balance} from ${before / 100}, ` +
            `but it stood at ${values.map((value) => value / 100).join(' or ')}`,
          lastRead,
        ),
      )
    else values[at] = after
    standing.set(balance, values)
    sums.set(balance, (sums.get(balance) ?? 0) + cents(row.money))
    if (balance === 'TWD held') {
      const held = heldByOrder.get(row.order_number) ?? { sum: 0, types: [] }
      held.sum += cents(row.money)
      held.types.push(`${row.type} ${row.money}`)
      heldByOrder.set(row.order_number, held)
    }
  }

  const info = final.userinfo?.status === 1 ? (final.userinfo.data as Record<string, string>) : undefined
  const owed = final.settlements?.status === 1 ? (final.settlements.data as Record<string, string>) : undefined
  if (info !== undefined && owed !== undefined && final.userinfo !== undefined && final.settlements !== undefined) {
    const expected: Array<[string, number, string]> = [
      ['TWD', cents(info.money), `available ${info.money}`],
      ['USD', cents(info.usd_money), `USD ${info.usd_money}`],
      ['USDT', cents(info.usdt_money), `USDT ${info.usdt_money}`],
      [
        'TWD held',
        cents(info.freeze_money) + cents(owed.payable),
        `frozen ${info.freeze_money} and settling ${owed.payable}`,
      ],
    ]
    for (const [balance, value, shown] of expected) {
      const sum = sums.get(balance) ?? 0
      if (sum !== value)
        found.push(
          anomaly(
            'balance-not-ledger-sum',
            account,
            `${balance}: the account shows ${shown}, its fund records sum to ${(sum / 100).toFixed(2)}`,
            final.userinfo,
            final.settlements,
          ),
        )
    }
    // Everything pending has ended: nothing is held for any request or order.
    for (const [orderNumber, held] of heldByOrder)
      if (held.sum !== 0)
        found.push(
          anomaly(
            'money-left-held',
            account,
            `${orderNumber} still holds ${(held.sum / 100).toFixed(2)} TWD: ${held.types.join(', ')}`,
            final.userinfo,
            lastRead,
          ),
        )
  }
  return found
}
