// The activities area: daily sign-in with its monthly rewards, and the lottery.
import type { Area } from '../core/area.ts'
import type { KindsOf } from '../core/ledger-kinds.ts'
import { activityHandlers } from './handlers.ts'
import { activityCollections } from './records.ts'
import { seedActivities } from './seed.ts'

/** The activities area's ledger movements, as fund records show them. */
export const activityLedgerKinds = {
  /** A monthly sign-in reward. */
  signin_reward: { title: '簽到獎勵', category: 'other' },
  /** A lottery win paid in cash. */
  lottery_prize: { title: '抽獎獎金', category: 'other' },
} as const

declare module '../core/ledger-kinds.ts' {
  interface LedgerKinds extends KindsOf<typeof activityLedgerKinds> {}
}

export const activitiesArea: Area = {
  name: 'activities',
  collections: activityCollections,
  seed: seedActivities,
  handlers: activityHandlers,
  ledgerKinds: activityLedgerKinds,
}
