import { describe, expect, it } from 'vitest'

import { apiCall, asJson, testBackend } from '../../test-support.ts'
import { RateLimiter, rateLimits } from './rate-limits.ts'

describe('rate limits', () => {
  it('answer submit_too_frequent on HTTP 429 past the limit, per client, world and call, until the window ends', () => {
    let now = 0
    const limiter = new RateLimiter(() => now)
    const login = (client: string, world: string) =>
      limiter.check({ ...apiCall('/user/login', {}, { 'x-mock-session': world }), client })
    const { max, timeWindowMs } = rateLimits['/user/login'] ?? { max: 0, timeWindowMs: 0 }
    for (let index = 0; index < max; index++) expect(login('a', 'w')).toBeUndefined()
    const limited = asJson(login('a', 'w') ?? { kind: 'drop', delayMs: 0 })
    expect(limited.httpStatus).toBe(429)
    expect(limited.body.msg).toBe('提交過於頻繁，請稍後再試')
    expect(limited.headers['retry-after']).toBe(String(timeWindowMs / 1000))
    expect(login('b', 'w')).toBeUndefined()
    expect(login('a', 'other')).toBeUndefined()
    expect(limiter.check(apiCall('/common/config', {}))).toBeUndefined()
    now += timeWindowMs
    expect(login('a', 'w')).toBeUndefined()
  })

  it('forget the least recently used counters beyond their bound', () => {
    const limiter = new RateLimiter(() => 0, 3)
    for (const world of ['a', 'b', 'c', 'd']) limiter.check(apiCall('/user/login', {}, { 'x-mock-session': world }))
    expect(limiter.size).toBe(3)
  })

  it('apply to the backend itself, whatever the transport, before the world sees the call', async () => {
    const { backend } = testBackend({ realNow: () => 0, rateLimits: true })
    const { max } = rateLimits['/user/register'] ?? { max: 0 }
    const register = () =>
      backend.handleApi(
        apiCall(
          '/user/register',
          { account: '0987000123', pwd: 'x', pwd1: 'x', inviter: '1' },
          { 'x-mock-session': 'limits' },
        ),
      )
    for (let index = 0; index < max; index++) await register()
    expect(asJson(await register()).httpStatus).toBe(429)
    expect((await backend.worlds.get('limits')).requests.size).toBe(max)
  })
})
