import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { pagedQueryOptions, pageSize } from './paging.ts'

describe('pagedQueryOptions', () => {
  it('reads pages from 1 until a page is shorter than the page size', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => index)
    const asked: number[] = []
    const options = pagedQueryOptions(['paging', 'rows'], async (page) => {
      asked.push(page)
      return rows.slice((page - 1) * pageSize, page * pageSize)
    })
    const client = new QueryClient()
    const observerData = async () => client.getQueryData(options.queryKey)
    await client.fetchInfiniteQuery(options)
    await client.fetchInfiniteQuery({ ...options, pages: 3 })
    const data = await observerData()
    expect(data?.pages.flat()).toEqual(rows)
    expect(asked).toEqual([1, 1, 2, 3])
    expect(options.getNextPageParam(data?.pages.at(-1) ?? [], data?.pages ?? [], 3, [1, 2, 3])).toBeUndefined()
    expect(pageSize).toBe(10)
  })

  it('stops after a full last page only when the next one is empty', () => {
    const options = pagedQueryOptions(['x'], async (): Promise<number[]> => [])
    const full = Array.from({ length: 10 }, (_, index) => index)
    expect(options.getNextPageParam(full, [full], 1, [1])).toBe(2)
    expect(options.getNextPageParam([], [full, []], 2, [1, 2])).toBeUndefined()
  })
})
