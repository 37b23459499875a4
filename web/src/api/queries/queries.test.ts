// Query-option factories: keys start with the group name, and each reads its contract call.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { commonQueries } from './common.ts'
import { userQueries } from './user.ts'

import type { ResponseData } from '#openapi/operations.ts'
import { api } from '../index.ts'

// A spy on the app's own request layer: vi.mock cannot replace a module that another test
// file of the same worker has already loaded (the web tests share one module graph).
const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('query factories', () => {
  it('common.config reads /common/config with type all, once for the whole session', async () => {
    read.mockResolvedValue([{ name: 'title', value: '福爾摩沙證券' }])
    const options = commonQueries.config()
    expect(options.queryKey).toEqual(['common', 'config'])
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY)
    const client = new QueryClient()
    await expect(client.fetchQuery(options)).resolves.toEqual([{ name: 'title', value: '福爾摩沙證券' }])
    await client.fetchQuery(options)
    expect(read.mock.calls).toEqual([['/common/config', { type: 'all' }]])
  })

  it('user.info reads /user/getUserinfo with an empty body', async () => {
    const profile: ResponseData<'/user/getUserinfo'> = {
      account: '0912345678',
      realname: '陳志明',
      id_card: 'A123456789',
      frontcard: '',
      backcard: '',
      is_true: 1,
      passwords: 1,
      money: '1000000.00',
      usd_money: '0.00',
      usdt_money: '0.00',
      freeze_money: '0.00',
      xyf: 100,
      invite_code: 'TW5678',
    }
    read.mockResolvedValue(profile)
    const options = userQueries.info()
    expect(options.queryKey).toEqual(['user', 'info'])
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(profile)
    expect(read.mock.calls).toEqual([['/user/getUserinfo', {}]])
  })
})
