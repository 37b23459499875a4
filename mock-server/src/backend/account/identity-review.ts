// The `identity` review kind: the back office (or a test, through POST /__mock/reviews)
// approves a pending identity verification (is_true 1) or rejects it (is_true 2), and the
// user hears of it by a message. Only reviews.ts imports this module: it imports
// reviews.ts back, and the registry there must be built after this module is.
import type { UserRecord } from '../core/collections.ts'
import { type ReviewKind, ReviewRefusal } from '../core/reviews.ts'
import { upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { postNotice } from './notices.ts'
import type { IdentitySubmissionRecord } from './records.ts'

const decisionMessages = {
  approve: {
    title: '身分驗證已通過',
    content: (at: number) =>
      `<p>您的身分驗證已於 ${upstreamTime(at)} 審核通過。</p><p>現在可以綁定銀行帳戶、出金並參加簽到與抽獎活動。</p>`,
  },
  reject: {
    title: '身分驗證未通過',
    content: (at: number) =>
      `<p>您提交的身分驗證已於 ${upstreamTime(at)} 審核，結果為未通過。</p><p>請確認姓名、` +
      `身分證字號與證件照片清晰且一致後，至「身分驗證」重新提交。</p>`,
  },
} as const

/** The pending submission with this id whose user still waits (is_true 3), or undefined. */
function pendingSubmission(
  world: World,
  id: number,
): { submission: IdentitySubmissionRecord; user: UserRecord } | undefined {
  const submission = world.db.identitySubmissions.findFirst((q) => q.where({ id, status: 'pending' }))
  const user = submission && world.db.users.findFirst((q) => q.where({ id: submission.userId }))
  // The steering API may have set the user's verification directly: then nothing waits.
  return submission !== undefined && user?.verification === 3 ? { submission, user } : undefined
}

export const identityReviews: ReviewKind = {
  pending(world) {
    return world.db.identitySubmissions
      .findMany((q) => q.where({ status: 'pending' }))
      .flatMap((submission) => {
        const waiting = pendingSubmission(world, submission.id)
        return waiting === undefined
          ? []
          : [
              {
                id: submission.id,
                account: waiting.user.account,
                summary: `${submission.realname}, ID ${submission.idCard}`,
                submittedAt: submission.submittedAt,
              },
            ]
      })
      .sort((a, b) => a.submittedAt - b.submittedAt || a.id - b.id)
  },

  async decide(world, id, decision, now) {
    const waiting = pendingSubmission(world, id)
    if (waiting === undefined) throw new ReviewRefusal(`no identity verification ${id} waits for review`)
    await world.db.identitySubmissions.update((q) => q.where({ id }), {
      data(draft) {
        draft.status = decision === 'approve' ? 'approved' : 'rejected'
        draft.decidedAt = now
      },
    })
    await world.db.users.update((q) => q.where({ id: waiting.user.id }), {
      data(draft) {
        draft.verification = decision === 'approve' ? 1 : 2
      },
    })
    const message = decisionMessages[decision]
    await postNotice(world, {
      type: 2,
      userId: waiting.user.id,
      title: message.title,
      content: message.content(now),
      at: now,
    })
  },
}
