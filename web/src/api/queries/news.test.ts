// The news area's factories: keys start with 'news', each reads its call; the news is the
// same for every user and no change of any area makes it stale.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { allRefreshLists, namesUnder, staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { newsKeys, newsQueries } from './news.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('news query factories', () => {
  it('the list is paged from page 1 under its key', async () => {
    read.mockResolvedValue([] as never)
    const options = newsQueries.list()
    expect(options.queryKey).toEqual(['news', 'list'])
    await new QueryClient().fetchInfiniteQuery(options)
    expect(read.mock.calls).toEqual([['/common/newss', { page: 1 }]])
  })

  it('an item reads /common/newsdetail under its key, kept five minutes', async () => {
    read.mockResolvedValue({} as never)
    const options = newsQueries.item(3)
    expect(options.queryKey).toEqual(['news', 'item', 3])
    expect(options.staleTime).toBe(5 * 60 * 1000)
    await new QueryClient().fetchQuery(options)
    expect(read.mock.calls).toEqual([['/common/newsdetail', { id: 3 }]])
  })

  it("no area's change refreshes the news", async () => {
    const news = namesUnder(newsKeys.all)
    expect(news).toEqual(['news item 3', 'news list'])
    for (const [name, keys] of allRefreshLists())
      expect(
        (await staleAfter(keys)).filter((each) => news.includes(each)),
        name,
      ).toEqual([])
  })
})
