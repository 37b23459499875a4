// The account area's part of a new world: server texts, notices and messages with read
// marks, the demo accounts' ID photos and verifications. Nothing here moves money, so the
// demo balances stay as the demo accounts table lists them.
import { demoAccounts } from '../core/seed-data.ts'
import { seededUser } from '../core/seed.ts'
import type { World } from '../core/world.ts'
import { placeholderIdBack, placeholderIdFront } from './id-photos.ts'
import { postNotice } from './notices.ts'
import { seedMessages, seedNotices } from './seed-notices.ts'
import { seedTexts } from './seed-texts.ts'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/** The demo investor, who has read some notices and received messages. */
const investorAccount = '0912345678'

export async function seedAccount(world: World, now: number): Promise<void> {
  for (const text of seedTexts) await world.db.texts.create({ ...text, updatedAt: now - 30 * dayMs })
  await seedNoticesAndMessages(world, now)
  await seedIdentities(world, now)
}

async function seedNoticesAndMessages(world: World, now: number): Promise<void> {
  const investor = seededUser(world, investorAccount)
  // Oldest first, so that ids follow posting order (notice 1 is long posted).
  for (const notice of [...seedNotices].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const posted = await postNotice(world, {
      type: 1,
      userId: null,
      title: notice.title,
      content: notice.content,
      at: now - notice.daysAgo * dayMs,
    })
    if (notice.readByInvestor)
      await world.db.noticeReads.create({ noticeId: posted.id, userId: investor.id, at: posted.at + hourMs })
  }
  for (const message of [...seedMessages].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const user = seededUser(world, message.account)
    const sent = await postNotice(world, {
      type: 2,
      userId: user.id,
      title: message.title,
      content: message.content,
      at: now - message.daysAgo * dayMs,
    })
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
    const user = seededUser(world, demo.account)
    const uploadedAt = demo.verification === 0 ? now - dayMs : user.createdAt + dayMs
    const photos = {
      frontcard: `/storage/idcard/${demo.account}-front.jpg`,
      backcard: `/storage/idcard/${demo.account}-back.jpg`,
    }
    for (const [path, bytes] of [
      [photos.frontcard, placeholderIdFront],
      [photos.backcard, placeholderIdBack],
    ] as const) {
      world.files.put(path, { contentType: 'image/jpeg', bytes })
      await world.db.uploads.create({
        path,
        userId: user.id,
        contentType: 'image/jpeg',
        size: bytes.byteLength,
        at: uploadedAt,
      })
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
