// The account area: the profile, identity verification, passwords, notices and messages, and the server's texts.
import type { Area } from '../core/area.ts'
import { accountHandlers } from './handlers.ts'
import { identityReviews } from './identity-review.ts'
import { noticeHandlers } from './notice-handlers.ts'
import { accountCollections } from './records.ts'
import { seedAccount } from './seed.ts'

export const accountArea: Area = {
  name: 'account',
  collections: accountCollections,
  seed: seedAccount,
  reviewKinds: { identity: identityReviews },
  handlers: { ...accountHandlers, ...noticeHandlers },
}
