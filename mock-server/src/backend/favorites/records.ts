// The favorites area's records: each user's watchlist entries.
import { Collection } from '../core/collection.ts'
import { z } from 'zod'

const id = z.number().int().positive()
const instant = z.number().int()

/** One code in one user's watchlist; `position` orders the list (smaller first). */
export const watchlistEntrySchema = z.object({
  userId: id,
  symbol: z.string(),
  position: z.number().int(),
  addedAt: instant,
})

export type WatchlistEntryRecord = z.infer<typeof watchlistEntrySchema>

/** The favorites area's collections, created in every world. */
export function favoriteCollections() {
  return {
    watchlist: new Collection({ schema: watchlistEntrySchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof favoriteCollections> {}
}
