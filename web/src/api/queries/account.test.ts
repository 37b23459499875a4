// The account area's query factories: keys start with the upstream group, and each reads
// its contract call with the right body.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../index.ts'
import { accountQueries } from './account.ts'

// A spy on the app's own request layer (the web tests share one module graph per worker).
const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('account query factories', () => {
  it.each([
    ['unread counts', accountQueries.unreadCounts(), ['user', 'noticenum'], ['/user/noticenum', {}]],
    ['a notice', accountQueries.notice(7), ['user', 'noticedetail', 7], ['/user/noticedetail', { id: 7 }]],
    ['a server text', accountQueries.text('gzbh'), ['common', 'wenben', 'gzbh'], ['/common/wenben', { type: 'gzbh' }]],
    ['the sign-ins', accountQueries.signin(), ['user', 'qiandaoinfo'], ['/user/qiandaoinfo', {}]],
    ['the lottery', accountQueries.lottery(), ['user', 'choujianginfo'], ['/user/choujianginfo', {}]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue({} as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it.each([
    ['notices', accountQueries.notices(1), ['user', 'notice', 1], (page: number) => ['/user/notice', { page, type: 1 }]],
    ['messages', accountQueries.notices(2), ['user', 'notice', 2], (page: number) => ['/user/notice', { page, type: 2 }]],
    ['lottery records', accountQueries.lotteryRecords(), ['user', 'choujianglist'], (page: number) => ['/user/choujianglist', { page }]],
  ] as const)('%s are paged from 1, 10 a page', async (_, options, key, call) => {
    read.mockResolvedValueOnce(Array.from({ length: 10 }, (__, id) => ({ id })) as never)
    read.mockResolvedValueOnce([{ id: 10 }] as never)
    expect(options.queryKey).toEqual(key)
    const client = new QueryClient()
    const first = await client.fetchInfiniteQuery(options as never)
    expect(options.getNextPageParam(first.pages[0] as never, first.pages as never, 1, [1])).toBe(2)
    const second = await (options.queryFn as (context: { pageParam: number }) => Promise<unknown[]>)({ pageParam: 2 })
    expect(options.getNextPageParam(second as never, [...first.pages, second] as never, 2, [1, 2])).toBeUndefined()
    expect(read.mock.calls).toEqual([call(1), call(2)])
  })

  it('keeps a server text for five minutes', () => {
    expect(accountQueries.text('aboutUs').staleTime).toBe(5 * 60 * 1000)
  })
})
