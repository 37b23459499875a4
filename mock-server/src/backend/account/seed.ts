// The account area's part of a new world (called from seed.ts, after the foundation's
// users): server texts, notices and messages with read marks, the demo accounts' ID
// photos and verifications, the investor's recent sign-ins and lottery chances. Nothing
// here moves money, so the demo balances stay as the README lists them.
import type { UserRecord } from '../core/collections.ts'
import { demoAccounts } from '../core/seed-data.ts'
import type { World } from '../core/world.ts'
import { placeholderIdBack, placeholderIdFront } from './id-photos.ts'
import { addLotteryChances } from '../activities/lottery.ts'
import { postNotice } from './notices.ts'
import { seedMessages, seedNotices } from './seed-notices.ts'
import { seedTexts } from './seed-texts.ts'
import { taipeiDay } from './taipei-time.ts'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/** The demo investor (0912345678): signed in on the 6 days before the world starts. */
export const seededSignins = { account: '0912345678', days: 6 } as const
/** Lottery chances the demo investor starts with. */
export const seededLotteryChances = { account: '0912345678', chances: 3 } as const

function userOf(world: World, account: string): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ account }))
  if (user === undefined) throw new Error(`account seed: no demo user ${account}`)
  return user
}

export async function seedAccountArea(world: World, now: number): Promise<void> {
  for (const text of seedTexts) await world.db.texts.create({ ...text, updatedAt: now - 30 * dayMs })
  await seedNoticesAndMessages(world, now)
  await seedIdentities(world, now)

  const investor = userOf(world, seededSignins.account)
  for (let daysAgo = seededSignins.days; daysAgo >= 1; daysAgo--) {
    const at = now - daysAgo * dayMs
    await world.db.signins.create({ id: world.ids.next('signin'), userId: investor.id, day: taipeiDay(at), at })
  }
  await addLotteryChances(world, userOf(world, seededLotteryChances.account).id, seededLotteryChances.chances)
}

async function seedNoticesAndMessages(world: World, now: number): Promise<void> {
  const investor = userOf(world, seededSignins.account)
  // Oldest first, so that ids follow posting order (notice 1 is long posted).
  for (const notice of [...seedNotices].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const posted = await postNotice(world, { type: 1, userId: null, title: notice.title, content: notice.content, at: now - notice.daysAgo * dayMs })
    if (notice.readByInvestor) await world.db.noticeReads.create({ noticeId: posted.id, userId: investor.id, at: posted.at + hourMs })
  }
  for (const message of [...seedMessages].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const user = userOf(world, message.account)
    const sent = await postNotice(world, { type: 2, userId: user.id, title: message.title, content: message.content, at: now - message.daysAgo * dayMs })
    if (message.read) await world.db.noticeReads.create({ noticeId: sent.id, userId: user.id, at: sent.at + hourMs })
  }
}

/**
 * Every demo account's ID photos as real images at the paths its profile names, recorded as
 * its own uploads. The unverified member has uploaded photos but not submitted them yet
 * (the contract suite's identity example uses them).
 */
async function seedIdentities(world: World, now: number): Promise<void> {
  for (const demo of demoAccounts) {
    const user = userOf(world, demo.account)
    const uploadedAt = demo.verification === 0 ? now - dayMs : user.createdAt + dayMs
    const photos = { frontcard: `/storage/idcard/${demo.account}-front.jpg`, backcard: `/storage/idcard/${demo.account}-back.jpg` }
    for (const [path, bytes] of [
      [photos.frontcard, placeholderIdFront],
      [photos.backcard, placeholderIdBack],
    ] as const) {
      world.files.put(path, { contentType: 'image/jpeg', bytes })
      await world.db.uploads.create({ path, userId: user.id, contentType: 'image/jpeg', size: bytes.byteLength, at: uploadedAt })
    }
    if (demo.verification === 0) continue
    const submittedAt = demo.verification === 3 ? now - dayMs : uploadedAt
    await world.db.identitySubmissions.create({
      id: world.ids.next('identity'),
      userId: user.id,
      realname: demo.realname,
      idCard: demo.idCard,
      ...photos,
      status: demo.verification === 3 ? 'pending' : demo.verification === 1 ? 'approved' : 'rejected',
      submittedAt,
      decidedAt: demo.verification === 3 ? null : submittedAt + dayMs,
    })
  }
}
