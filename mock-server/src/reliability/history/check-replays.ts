// Resubmissions: calls of one client with the same Idempotency-Key and body (one after the
// other, or at the same time) must be carried out once - exactly one of them without
// `idempotent-replayed: true`, and every one with the same answer.
import { type Anomaly, anomaly } from './anomaly.ts'
import type { Operation } from './history.ts'

const answerOf = (op: Operation) => JSON.stringify({ http: op.http, status: op.status, msg: op.msg, data: op.data })

export function checkReplays(ops: readonly Operation[]): Anomaly[] {
  const found: Anomaly[] = []
  const byKey = new Map<string, Operation[]>()
  for (const op of ops) {
    if (op.key === undefined) continue
    const key = `${op.client}\n${op.path}\n${op.key}`
    const same = byKey.get(key) ?? []
    same.push(op)
    byKey.set(key, same)
  }
  for (const same of byKey.values()) {
    if (same.length < 2) continue
    const [first] = same as [Operation, ...Operation[]]
    const carriedOut = same.filter((op) => !op.replayed)
    if (carriedOut.length > 1)
      found.push(
        anomaly(
          'replay-doubled-write',
          first.account,
          `${first.path} with Idempotency-Key ${first.key} was carried out ${carriedOut.length} times`,
          ...carriedOut,
        ),
      )
    const differing = same.find((op) => answerOf(op) !== answerOf(first))
    if (differing !== undefined)
      found.push(
        anomaly(
          'replay-differs',
          first.account,
          `${first.path} with Idempotency-Key ${first.key} answered ${answerOf(first).slice(0, 200)}, ` +
            `then ${answerOf(differing).slice(0, 200)}`,
          differing,
          first,
        ),
      )
  }
  return found
}
