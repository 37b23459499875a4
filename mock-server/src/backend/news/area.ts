// The news area: the broker's news items.
import type { Area } from '../core/area.ts'
import { newsHandlers } from './handlers.ts'
import { newsCollections } from './records.ts'
import { seedNews } from './seed.ts'

export const newsArea: Area = {
  name: 'news',
  collections: newsCollections,
  seed: seedNews,
  handlers: newsHandlers,
}
