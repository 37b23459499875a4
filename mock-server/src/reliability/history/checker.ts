// Judges a recorded history from what its HTTP answers said, account by account (see each
// check's file), plus what holds for every call: no 5xx and always an envelope, no problem
// the mock reported of itself, and resubmissions carried out once.
import { type Anomaly, anomaly } from './anomaly.ts'
import { checkLedger } from './check-ledger.ts'
import { checkLists } from './check-lists.ts'
import { checkOrders } from './check-orders.ts'
import { checkReplays } from './check-replays.ts'
import type { Operation } from './history.ts'

export interface Phases {
  /** Where the clients' calls start (before it: the world's set-up and the reads of what was there). */
  clientsFrom: number
  /** Where the final reads start, once the clients have stopped and the clock has moved past everything pending. */
  finalFrom: number
}

const pageOf = (op: Operation) => (op.body as { page?: number } | null)?.page ?? 1

export function judge(
  operations: readonly Operation[],
  accounts: readonly string[],
  phases: Phases,
  problems: readonly string[] = [],
): Anomaly[] {
  const found: Anomaly[] = []
  for (const op of operations)
    if (op.http >= 500 || op.status === -1)
      found.push(anomaly('server-error', op.account, `${op.path} answered HTTP ${op.http}: ${op.msg}`, op))
  for (const problem of problems.slice(0, 20))
    found.push({ rule: 'answer-off-contract', account: '', message: problem, ops: [] })
  found.push(...checkReplays(operations))

  for (const account of accounts) {
    const ops = operations.filter((op) => op.account === account)
    const final = ops.filter((op) => op.index >= phases.finalFrom && op.status === 1)
    const finalOf = (path: string) => final.filter((op) => op.path === path).sort((a, b) => pageOf(a) - pageOf(b))
    const ledgerOps = finalOf('/user/capitalloglist')
    found.push(
      ...checkLedger(account, ops, {
        ledger: { rows: ledgerOps.flatMap((op) => op.data as never[]), ops: ledgerOps },
        userinfo: finalOf('/user/getUserinfo')[0],
        settlements: finalOf('/trade/settlements')[0],
      }),
    )
    const before = new Set<number>()
    for (const op of ops)
      if (op.index < phases.clientsFrom && op.status === 1 && Array.isArray(op.data))
        if (op.path === '/trade/userstocklist' || op.path === '/trade/userstocklists')
          for (const row of op.data as { id: number }[]) before.add(row.id)
    found.push(
      ...checkOrders(account, ops, {
        lists: [...finalOf('/trade/userstocklist'), ...finalOf('/trade/userstocklists')],
        before,
      }),
    )
    found.push(...checkLists(account, ops))
  }
  return found
}
