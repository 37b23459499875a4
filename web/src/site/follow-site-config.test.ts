// The site configuration is asked for at start-up and kept in the cache; the page title follows it
// (docs/product.md#what-the-app-keeps-on-the-device).
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { siteKeys, siteQueries } from '../api/queries/site.ts'
import { followSiteConfig } from './follow-site-config.ts'

const configured = (title: string) =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: async () => [
      { name: 'title', value: title },
      { name: 'logo', value: '/static/logo.svg' },
    ],
    staleTime: Number.POSITIVE_INFINITY,
  })

afterEach(() => {
  document.title = ''
})

describe('followSiteConfig', () => {
  it('asks for the configuration once and takes its title, then follows a new one', async () => {
    const queryClient = new QueryClient()
    const options = configured('福爾摩沙證券')
    const ask = vi.spyOn(options, 'queryFn')
    document.title = '台股交易'
    const stop = followSiteConfig(queryClient, options)
    await vi.waitFor(() => expect(document.title).toBe('福爾摩沙證券'))
    expect(ask).toHaveBeenCalledTimes(1)
    queryClient.setQueryData(siteKeys.config(), [{ name: 'title', value: '新名稱' }])
    expect(document.title).toBe('新名稱')
    stop()
    queryClient.setQueryData(siteKeys.config(), [{ name: 'title', value: '不再跟隨' }])
    expect(document.title).toBe('新名稱')
  })

  it('asks again when the cache drops the configuration (an HTTP 401 clears it)', async () => {
    const queryClient = new QueryClient()
    const options = configured('福爾摩沙證券')
    const ask = vi.spyOn(options, 'queryFn')
    followSiteConfig(queryClient, options)
    await vi.waitFor(() => expect(queryClient.getQueryData(siteKeys.config())).toBeDefined())
    queryClient.clear()
    await vi.waitFor(() => expect(queryClient.getQueryData(siteKeys.config())).toBeDefined())
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('keeps the configuration although nothing watches it', () => {
    expect(siteQueries.config().gcTime).toBe(Number.POSITIVE_INFINITY)
  })

  it('keeps the title the page came with when the configuration names none or cannot be read', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    document.title = '台股交易'
    followSiteConfig(queryClient, configured(''))
    await vi.waitFor(() => expect(queryClient.getQueryState(siteKeys.config())?.status).toBe('success'))
    expect(document.title).toBe('台股交易')
    const failing = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    followSiteConfig(failing, { ...configured('x'), queryFn: () => Promise.reject(new Error('offline')) })
    await vi.waitFor(() => expect(failing.getQueryState(siteKeys.config())?.status).toBe('error'))
    expect(document.title).toBe('台股交易')
  })
})
