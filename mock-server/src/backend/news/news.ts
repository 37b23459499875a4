// The news (資訊): items published by `now`, newest first, 10 a page; an item scheduled for
// later shows once the world clock reaches it.
import type { ResponseData } from '#openapi/operations.ts'

import { raise } from '../core/catalogue.ts'
import { pageOf } from '../core/paging.ts'
import { firstAfter, upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import type { NewsItemRecord } from './records.ts'

type NewsRow = ResponseData<'/common/newss'>[number]
type NewsDetail = ResponseData<'/common/newsdetail'>

function published(world: World, now: number): NewsItemRecord[] {
  return world.db.news
    .findMany((q) => q.where({ publishedAt: (at) => at <= now }))
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id)
}

const row = (item: NewsItemRecord): NewsRow => ({
  id: item.id,
  title: item.title,
  summary: item.summary,
  image: item.image,
  source: item.source,
  create_time: upstreamTime(item.publishedAt),
})

/** When the news next reads differently by the clock alone: the next item scheduled after `now`. */
export function nextPublication(world: World, now: number): number {
  return firstAfter(
    world.db.news.all().map((item) => item.publishedAt),
    now,
  )
}

export function newsPage(world: World, now: number, page: number): NewsRow[] {
  return pageOf(published(world, now), page).map(row)
}

export function newsDetail(world: World, now: number, id: number): NewsDetail {
  const item = world.db.news.findFirst((q) => q.where({ id }))
  if (item === undefined || item.publishedAt > now) raise('news_not_found')
  return { ...row(item), content: item.content }
}
