// The activities area's factories (keys start with 'activities') and what each of its
// changes refreshes: exactly that, nothing else.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleAfter } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { activitiesQueries, activitiesRefresh } from './activities.ts'

const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('activities query factories', () => {
  it.each([
    ['the sign-ins', activitiesQueries.signIn(), ['activities', 'sign-in'], ['/user/qiandaoinfo', {}]],
    ['the lottery', activitiesQueries.lottery(), ['activities', 'lottery'], ['/user/choujianginfo', {}]],
  ] as const)('%s reads its call under its key', async (_, options, key, call) => {
    read.mockResolvedValue({} as never)
    expect(options.queryKey).toEqual(key)
    await new QueryClient().fetchQuery(options as never)
    expect(read.mock.calls).toEqual([call])
  })

  it('lottery records are paged from 1, 10 a page', async () => {
    const options = activitiesQueries.lotteryRecords()
    read.mockResolvedValueOnce(Array.from({ length: 10 }, (_, id) => ({ id })) as never)
    expect(options.queryKey).toEqual(['activities', 'lottery-records'])
    const first = await new QueryClient().fetchInfiniteQuery(options)
    expect(options.getNextPageParam(first.pages[0] ?? [], first.pages, 1, [1])).toBe(2)
    expect(read.mock.calls).toEqual([['/user/choujianglist', { page: 1 }]])
  })
})

describe('what each activities change refreshes', () => {
  it('signing in: the sign-ins and the lottery (a new chance), no money', async () => {
    expect(await staleAfter(activitiesRefresh.afterSignIn())).toEqual([
      'account credit log',
      'account info',
      'activities lottery',
      'activities sign-in',
    ])
  })

  it('claiming a sign-in reward: the sign-ins, the balance and the fund records', async () => {
    expect(await staleAfter(activitiesRefresh.afterRewardClaimed())).toEqual([
      'account info',
      'activities sign-in',
      'money fund records',
      'money fund records loan',
    ])
  })

  it('a draw: the chances at once, the rest only once the wheel has landed', async () => {
    expect(await staleAfter(activitiesRefresh.afterDraw())).toEqual(['activities lottery'])
    expect(await staleAfter(activitiesRefresh.afterPrizeShown())).toEqual([
      'account info',
      'activities lottery records',
      'money fund records',
      'money fund records loan',
    ])
  })
})
