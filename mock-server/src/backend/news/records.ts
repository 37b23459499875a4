// The news area's records: the broker's news items.
import { z } from 'zod'

import { Collection } from '../core/collection.ts'

const id = z.number().int().positive()
const instant = z.number().int()

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

export type NewsItemRecord = z.infer<typeof newsItemSchema>

/** The news area's collections, created in every world. */
export function newsCollections() {
  return {
    news: new Collection({ schema: newsItemSchema }),
  }
}

declare module '../core/collections.ts' {
  interface Collections extends ReturnType<typeof newsCollections> {}
}
