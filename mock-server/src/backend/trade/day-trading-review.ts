// The broker's review of day-trading applications (review kind `dayTrading`). Only
// reviews.ts imports this module, so the import cycle through ReviewRefusal is safe.
import { type ReviewKind, ReviewRefusal } from '../core/reviews.ts'

/** The review kind the steering API lists and decides (`POST /__mock/reviews {kind: 'dayTrading'}`). */
export const dayTradingReviews: ReviewKind = {
  pending(world) {
    return world.db.dayTradingApplications
      .findMany((q) => q.where({ status: 0 }))
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
      .map((application) => ({
        id: application.id,
        account: world.db.users.findFirst((q) => q.where({ id: application.userId }))?.account ?? '',
        summary: `day trading, participating funds TWD ${application.quota / 100}`,
        submittedAt: application.createdAt,
      }))
  },
  async decide(world, id, decision, now) {
    const application = world.db.dayTradingApplications.findFirst((q) => q.where({ id }))
    if (application === undefined) throw new ReviewRefusal(`no day-trading application ${id}`)
    if (application.status !== 0) throw new ReviewRefusal(`day-trading application ${id} was already decided`)
    await world.db.dayTradingApplications.update((q) => q.where({ id }), {
      data(draft) {
        draft.status = decision === 'approve' ? 1 : 2
        draft.decidedAt = now
      },
    })
  },
}
