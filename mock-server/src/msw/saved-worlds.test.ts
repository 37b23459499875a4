// The browser mock mode's worlds survive a reload: saved after each change, restored at start.
import { describe, expect, it, vi } from 'vitest'

import { admin, collections, demo, login, post, testSeed, testStart } from '../test-support.ts'
import { backendWithSavedWorlds, type WorldStore } from './saved-worlds.ts'

function memoryStore(initial?: string[]): WorldStore & { saved: string[] | undefined } {
  const store = {
    saved: initial,
    load: async () => store.saved,
    save: async (worldsJson: string[]) => {
      store.saved = worldsJson
    },
  }
  return store
}

const options = {
  seed: testSeed,
  start: testStart,
  clockMode: 'frozen' as const,
  realNow: () => 0,
  reportProblem: () => {},
}

describe('backendWithSavedWorlds', () => {
  it('brings back every world after a reload: records, clock, scenarios, latency, sessions', async () => {
    const store = memoryStore()
    const first = await backendWithSavedWorlds(options, store, 5)
    expect(first.restored).toBe(0)
    const session = await login(first.backend, demo.investor, demo.password, 'page')
    await admin(first.backend, 'POST', '/clock', { advanceMs: 60_000 }, { 'x-mock-session': 'page' })
    await admin(first.backend, 'POST', '/latency', { path: '*', kind: 'fixed', ms: 300 }, { 'x-mock-session': 'page' })
    await admin(
      first.backend,
      'POST',
      '/accounts',
      { account: demo.investor, credit: { balance: 'twd', amount: '10.00' } },
      { 'x-mock-session': 'page' },
    )
    await first.persistence.flush()
    const before = await first.backend.worlds.get('page')

    const reloaded = await backendWithSavedWorlds(options, store, 5)
    expect(reloaded.restored).toBe(1)
    const after = await reloaded.backend.worlds.get('page')
    expect(collections(after)).toEqual(collections(before))
    expect(after.clock.now()).toBe(before.clock.now())
    expect(after.latency.profiles).toEqual([{ path: '*', kind: 'fixed', ms: 300 }])
    const info = await post(reloaded.backend, '/user/getUserinfo', {}, session.headers)
    expect(info.body.data).toMatchObject({ account: demo.investor })
    expect(info.delayMs).toBe(300)
  })

  it('saves a reset world as new, and drops a saved world it cannot read', async () => {
    const store = memoryStore(['{"version":99}'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await backendWithSavedWorlds(options, store, 5)
    expect(first.restored).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    await admin(first.backend, 'POST', '/clock', { advanceMs: 60_000 }, { 'x-mock-session': 'page' })
    await admin(first.backend, 'POST', '/reset', {}, { 'x-mock-session': 'page' })
    await first.persistence.flush()
    const reloaded = await backendWithSavedWorlds(options, store, 5)
    expect((await reloaded.backend.worlds.get('page')).clock.now()).toBe(testStart)
  })
})
