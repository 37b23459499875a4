// The site area's factory: its key starts with 'site', it reads /common/config once a
// session; its upload (/common/upload1) changes no query, so it has no refresh list.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { namesUnder } from '../../test/every-query.ts'
import { api } from '../index.ts'
import { siteKeys, siteQueries } from './site.ts'

// A spy on the app's own request layer: vi.mock cannot replace a module that another test
// file of the same worker has already loaded (the web tests share one module graph).
const read = vi.spyOn(api, 'read')

afterEach(() => {
  read.mockReset()
})
afterAll(() => {
  read.mockRestore()
})

describe('site query factories', () => {
  it('config reads /common/config with type all, once for the whole session', async () => {
    read.mockResolvedValue([{ name: 'title', value: '福爾摩沙證券' }])
    const options = siteQueries.config()
    expect(options.queryKey).toEqual(['site', 'config'])
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY)
    const client = new QueryClient()
    await expect(client.fetchQuery(options)).resolves.toEqual([{ name: 'title', value: '福爾摩沙證券' }])
    await client.fetchQuery(options)
    expect(read.mock.calls).toEqual([['/common/config', { type: 'all' }]])
  })

  it('holds the configuration under siteKeys.all', () => {
    expect(namesUnder(siteKeys.all)).toEqual(['site config'])
  })
})
