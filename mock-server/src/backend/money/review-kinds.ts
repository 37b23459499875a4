// The money area's review kinds (deposit, withdrawal), listed and decided through the
// steering API (/__mock/reviews). Kept apart from deposits.ts and withdrawals.ts so that
// those never import reviews.ts, which imports this module (no import cycle at start-up).
import { toDecimalString } from '../core/minor-units.ts'
import { type ReviewDecision, type ReviewKind, ReviewRefusal } from '../core/reviews.ts'
import type { World } from '../core/world.ts'
import { decideDeposit } from './deposits.ts'
import type { DepositRecord, WithdrawalRecord } from './records.ts'
import { userById } from './users.ts'
import { decideWithdrawal } from './withdrawals.ts'

interface Reviewed {
  id: number
  userId: number
  status: 0 | 1 | 2
  createdAt: number
}

function reviewKind<Record extends Reviewed>(options: {
  noun: string
  all: (world: World) => readonly Record[]
  summary: (record: Record) => string
  decide: (world: World, record: Record, decision: ReviewDecision, at: number) => Promise<void>
}): ReviewKind {
  return {
    pending: (world) =>
      options
        .all(world)
        .filter((record) => record.status === 0)
        .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
        .map((record) => ({
          id: record.id,
          account: userById(world, record.userId).account,
          summary: options.summary(record),
          submittedAt: record.createdAt,
        })),
    async decide(world, id, decision, now) {
      const record = options.all(world).find((candidate) => candidate.id === id)
      if (record === undefined) throw new ReviewRefusal(`no ${options.noun} ${id} in this world`)
      if (record.status !== 0)
        throw new ReviewRefusal(`${options.noun} ${id} was already ${record.status === 1 ? 'approved' : 'rejected'}`)
      await options.decide(world, record, decision, now)
    },
  }
}

export const depositReviews = reviewKind<DepositRecord>({
  noun: 'deposit',
  all: (world) => world.db.deposits.all(),
  summary: (deposit) =>
    `deposit ${toDecimalString(deposit.money)} TWD via ${deposit.channelName} (${deposit.orderNumber})`,
  decide: decideDeposit,
})

export const withdrawalReviews = reviewKind<WithdrawalRecord>({
  noun: 'withdrawal',
  all: (world) => world.db.withdrawals.all(),
  summary: (withdrawal) =>
    `cash-out ${toDecimalString(withdrawal.money)} TWD to ${withdrawal.targetName} ` +
    `${withdrawal.targetAccount} (${withdrawal.orderNumber})`,
  decide: decideWithdrawal,
})
