// Screens read the site configuration from the query cache, and redraw when it arrives.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'

import { siteKeys } from '../api/queries/site.ts'
import { useSiteConfig } from './use-site-config.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Brand() {
  const config = useSiteConfig()
  return <p>{config === undefined ? 'no configuration yet' : `${config.title ?? ''} ${config.logo ?? ''}`}</p>
}

describe('useSiteConfig', () => {
  it('is undefined until the configuration is in the cache, then reads it, the logo prefixed with the origin', () => {
    const queryClient = new QueryClient()
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <Brand />
        </QueryClientProvider>,
      ),
    )
    expect(container.textContent).toBe('no configuration yet')
    act(() => {
      queryClient.setQueryData(siteKeys.config(), [
        { name: 'title', value: '福爾摩沙證券' },
        { name: 'logo', value: '/static/logo.svg' },
      ])
    })
    expect(container.textContent).toBe(`福爾摩沙證券 ${location.origin}/static/logo.svg`)
    act(() => root.unmount())
    container.remove()
  })
})
