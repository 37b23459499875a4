// An anomaly the checker found in a history: which rule it breaks, what was seen, and the
// calls that show it (by their place in the history).
import type { Operation } from './history.ts'

export interface Anomaly {
  rule: AnomalyRule
  account: string
  message: string
  /** The calls that witness it, first the one where it shows. */
  ops: number[]
}

/** The rules a history is judged by (docs/reliability.md, "History check"). */
export const anomalyRules = {
  'server-error': 'a call answered a 5xx or no envelope',
  'answer-off-contract': 'the mock reported an answer off the contract or a throw',
  'negative-balance': 'a balance or a balance after a movement below 0',
  'ledger-out-of-time-order': 'fund records not newest first by id and by time',
  'ledger-entry-changed': 'a fund record read twice with different contents',
  'ledger-entry-lost': 'a fund record seen during the run missing from the final ledger',
  'ledger-chain-broken': 'a movement that does not start from its balance as it stood (a lost update or double spend)',
  'balance-not-ledger-sum': 'a balance other than the sum of its fund records',
  'money-left-held': 'money still frozen or settling for a request or order once everything ended',
  'phantom-order': 'an order or holding nobody placed',
  'order-listed-twice': 'an order or holding twice in one list',
  'order-lost': 'an accepted order in no list at the end',
  'filled-beyond-ordered': 'an order filled beyond what it ordered',
  'state-went-back': 'an order or request seen in an earlier state after a later one, or its fill going down',
  'fill-after-cancel': 'an order filling after a cancel of it succeeded',
  'holdings-not-fills': 'a holding that is not what its order filled less what was sold of it',
  'stale-read': 'a read missing what a write or a read completed before it showed',
  'replay-differs': 'a resubmission with the same Idempotency-Key answered differently',
  'replay-doubled-write': 'a resubmission with the same Idempotency-Key carried out again',
} as const

export type AnomalyRule = keyof typeof anomalyRules

export const anomaly = (rule: AnomalyRule, account: string, message: string, ...ops: Operation[]): Anomaly => ({
  rule,
  account,
  message,
  ops: ops.map((op) => op.index),
})
