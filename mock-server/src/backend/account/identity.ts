// Identity verification (身分驗證): a user sends a real name, a national ID number and two
// photos they uploaded; is_true becomes 3 (under review) until the back office approves
// (1) or rejects (2) it through the `identity` review kind (identity-review.ts).
import type { RequestBody } from '#openapi/operations.ts'
import { isRealName, isTaiwanId } from '#rules/account.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'

/** Whether `path` is an upload of this user whose file the world still keeps. */
function isOwnUpload(world: World, userId: number, path: string): boolean {
  return (
    world.db.uploads.findFirst((q) => q.where({ path, userId })) !== undefined && world.files.get(path) !== undefined
  )
}

/** Checks a submission and sends it for review; raises (changing nothing) when it cannot be. */
export async function submitIdentity(
  world: World,
  user: UserRecord,
  body: RequestBody<'/user/shiming'>,
  now: number,
): Promise<void> {
  if (user.verification === 1) raise('already_seat_account')
  if (user.verification === 3) raise('identity_under_review')
  const realname = body.realname.trim()
  if (!isRealName(realname)) raise('realname_invalid')
  const idCard = body.id_card.trim().toUpperCase()
  if (!isTaiwanId(idCard)) raise('id_card_invalid')
  const holder = world.db.users.findFirst((q) =>
    q.where({ idCard, verification: (state) => state === 1 || state === 3 }),
  )
  if (holder !== undefined && holder.id !== user.id) raise('id_card_taken')
  const { frontcard, backcard } = body
  if (frontcard === backcard || !isOwnUpload(world, user.id, frontcard) || !isOwnUpload(world, user.id, backcard))
    raise('idcard_photo_invalid')

  await world.db.identitySubmissions.create({
    id: world.ids.next('identity'),
    userId: user.id,
    realname,
    idCard,
    frontcard,
    backcard,
    status: 'pending',
    submittedAt: now,
    decidedAt: null,
  })
  await world.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      Object.assign(draft, { realname, idCard, frontcard, backcard, verification: 3 })
    },
  })
}
