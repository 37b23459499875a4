// The records of issue 4: each user's watchlist entries and the broker's news items.
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

/** A news item (資訊); it shows from `publishedAt` on (an item may be scheduled for later). */
export const newsItemSchema = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  /** A same-origin picture path, or '' for none. */
  image: z.string(),
  source: z.string(),
  /** HTML from the back office (rendered sanitised by clients). */
  content: z.string(),
  publishedAt: instant,
})

export type WatchlistEntryRecord = z.infer<typeof watchlistEntrySchema>
export type NewsItemRecord = z.infer<typeof newsItemSchema>
