// The clock's part in the reviews: a deposit or cash-out the back office has not decided
// is approved once its waiting time has passed on the world clock (30 minutes for a
// deposit, 2 hours for a cash-out), dated at that instant. The clock never rejects.
// Idempotent for a given `now`: decided requests are no longer pending.
import type { World } from '../core/world.ts'
import { decideDeposit } from './deposits.ts'
import { moneyPolicy } from './policy.ts'
import { decideWithdrawal } from './withdrawals.ts'

interface Due {
  at: number
  id: number
  approve: () => Promise<void>
}

export async function approveOverdueReviews(world: World, now: number): Promise<number> {
  const depositWait = moneyPolicy.deposit.autoApproveAfterMs
  const withdrawalWait = moneyPolicy.withdrawal.autoApproveAfterMs
  const pending: Due[] = [
    ...world.db.deposits
      .findMany((q) => q.where({ status: 0 }))
      .map((deposit) => ({
        at: deposit.createdAt + depositWait,
        id: deposit.id,
        approve: () => decideDeposit(world, deposit, 'approve', deposit.createdAt + depositWait),
      })),
    ...world.db.withdrawals
      .findMany((q) => q.where({ status: 0 }))
      .map((withdrawal) => ({
        at: withdrawal.createdAt + withdrawalWait,
        id: withdrawal.id,
        approve: () => decideWithdrawal(world, withdrawal, 'approve', withdrawal.createdAt + withdrawalWait),
      })),
  ]
  // In the order they fell due, so the ledger reads as it happened.
  for (const { approve } of pending.filter((review) => review.at <= now).sort((a, b) => a.at - b.at || a.id - b.id))
    await approve()
  return Math.min(...pending.filter((review) => review.at > now).map((review) => review.at))
}
