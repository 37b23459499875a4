import { describe, expect, it } from 'vitest'

import { appRoutes } from '../bench/route-bytes.ts'
import { type ApiCall, arrivals } from './arrivals.ts'

describe('the arrivals of npm run screenshots', () => {
  it('name only routes of the app', () => {
    const routes = new Set(appRoutes())
    expect(Object.keys(arrivals).filter((route) => !routes.has(route))).toEqual([])
  })

  it('open the first row that fits, and say so when there is none', async () => {
    const answers: Record<string, unknown> = {
      '/trade/userstocklist': [
        { id: 10, status: 3 },
        { id: 2, status: 1 },
      ],
      '/trade/nbhllist': [{ id: 4, status: 0 }],
    }
    const call: ApiCall = async (path) => answers[path]
    await expect(arrivals['/trade/positionDetail']!.search!(call)).resolves.toBe('id=2')
    await expect(arrivals['/home/blockTrade1']!.search!(call)).rejects.toThrow('no block-trade offer to open')
  })
})
