import { describe, expect, it, vi } from 'vitest'

import { demoAccounts, siteSettings } from '../core/seed-data.ts'
import type { WorldSettings } from '../core/world.ts'
import { buildWorld } from './build-world.ts'
import { defaultSession, type WorldDefaults, WorldRegistry } from './worlds.ts'

const start = Date.parse('2026-11-23T09:30:00+08:00')

function registry(overrides: Partial<WorldDefaults> = {}, build = buildWorld): WorldRegistry {
  return new WorldRegistry(
    { seed: 7, start, clockMode: 'frozen', realNow: () => 0, maxWorlds: 10, ...overrides },
    build,
  )
}

/** A world builder that counts the worlds it builds. */
const countingBuilder = () => vi.fn((settings: WorldSettings) => buildWorld(settings))

describe('WorldRegistry', () => {
  it('builds a world lazily, on first use of its session, from the defaults', async () => {
    const worlds = registry()
    expect(worlds.size).toBe(0)
    const world = await worlds.get('alice')
    expect(worlds.size).toBe(1)
    expect(world.session).toBe('alice')
    expect(world.seed).toBe(7)
    expect(world.clock.now()).toBe(start)
    expect(world.clock.mode).toBe('frozen')
    expect(world.db.users.all().map((user) => user.account)).toEqual(demoAccounts.map((demo) => demo.account))
    expect(world.db.settings.all()).toEqual(siteSettings)
  })

  it('gives the same world for the same session and another for another', async () => {
    const worlds = registry()
    const first = await worlds.get('alice')
    expect(await worlds.get('alice')).toBe(first)
    const other = await worlds.get('bob')
    expect(other).not.toBe(first)
    expect(worlds.size).toBe(2)
  })

  it("names the default world 'default'", async () => {
    expect(defaultSession).toBe('default')
    expect((await registry().get(defaultSession)).session).toBe('default')
  })

  it('builds a world once when it is asked for concurrently', async () => {
    const build = countingBuilder()
    const worlds = registry({}, build)
    const [a, b, c] = await Promise.all([worlds.get('same'), worlds.get('same'), worlds.get('same')])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('reset builds a new world and keeps its seed unless given one', async () => {
    const worlds = registry()
    const before = await worlds.get('alice')
    await before.db.sessions.create({ token: 't', userId: 1, account: '0912345678', createdAt: start })
    before.clock.advance(60_000)

    const after = await worlds.reset('alice')
    expect(after).not.toBe(before)
    expect(after.seed).toBe(7)
    expect(after.db.sessions.all()).toEqual([])
    expect(after.clock.now()).toBe(start)
    expect(await worlds.get('alice')).toBe(after)
  })

  it('reset with a seed reseeds, and the new seed sticks across later resets', async () => {
    const worlds = registry()
    await worlds.get('alice')
    expect((await worlds.reset('alice', { seed: 99 })).seed).toBe(99)
    expect((await worlds.reset('alice')).seed).toBe(99)
    expect((await worlds.get('bob')).seed).toBe(7)
  })

  it('reset with a start instant sets the clock there', async () => {
    const worlds = registry()
    const world = await worlds.reset('alice', { start: start + 86_400_000 })
    expect(world.clock.now()).toBe(start + 86_400_000)
    expect(world.seed).toBe(7)
  })

  it('reset of a world never built uses the default seed', async () => {
    expect((await registry().reset('new')).seed).toBe(7)
  })

  it('drops the least recently used worlds beyond maxWorlds', async () => {
    const build = countingBuilder()
    const worlds = registry({ maxWorlds: 3 }, build)
    const a = await worlds.get('a')
    await worlds.get('b')
    await worlds.get('c')
    await worlds.get('a') // now b is the least recently used
    await worlds.get('d')
    expect(worlds.size).toBe(3)
    expect(await worlds.get('a')).toBe(a)
    build.mockClear()
    await worlds.get('b') // dropped before: built again
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('never drops the default world, however old', async () => {
    const worlds = registry({ maxWorlds: 2 })
    const world = await worlds.get(defaultSession)
    for (const session of ['a', 'b', 'c', 'd', 'e']) await worlds.get(session)
    expect(worlds.size).toBe(2)
    expect(await worlds.get(defaultSession)).toBe(world)
  })

  it('keeps the world it has just built even when only the default world could make room', async () => {
    const worlds = registry({ maxWorlds: 1 })
    await worlds.get(defaultSession)
    const a = await worlds.get('a')
    expect(await worlds.get('a')).toBe(a)
    const b = await worlds.get('b')
    expect(await worlds.get('b')).toBe(b)
    expect(worlds.size).toBe(2)
  })
})

describe('buildWorld', () => {
  const settings = (session: string, seed = 7): WorldSettings => ({
    session,
    seed,
    start,
    clockMode: 'frozen',
    realNow: () => 0,
  })

  it('gives every world of a seed the same records, shared until a world changes them', async () => {
    const one = await buildWorld(settings('one'))
    const two = await buildWorld(settings('two'))
    expect(two.db.users.all()).toBe(one.db.users.all())
    const user = one.db.users.all()[0]!
    await one.exclusive(() =>
      one.db.users.update((q) => q.where({ id: user.id }), { data: (draft) => void (draft.creditScore = 1) }),
    )
    await one.exclusive(() => one.db.settings.create({ name: 'extra', value: '1' }))
    expect(one.db.users.all()[0]?.creditScore).toBe(1)
    expect(one.ids.next('order')).toBe(two.ids.next('order'))
    // Neither the other world nor the next one built sees the changes.
    for (const other of [two, await buildWorld(settings('three'))]) {
      expect(other.db.users.all()[0]).toBe(user)
      expect(other.db.settings.all()).toEqual(siteSettings)
    }
  })

  it('seeds another seed or start instant anew, and a fork of it is the same as its template', async () => {
    const seven = await buildWorld(settings('a'))
    const eight = await buildWorld(settings('b', 8))
    expect(eight.seed).toBe(8)
    // The same accounts; what their seeded trades still owe follows each seed's market.
    expect(eight.db.users.all().map((user) => [user.account, user.balances.twd])).toEqual(
      seven.db.users.all().map((user) => [user.account, user.balances.twd]),
    )
    expect(eight.db.ledger.all()).not.toBe(seven.db.ledger.all())
    expect(eight.files.entries().map(([path]) => path)).toEqual(seven.files.entries().map(([path]) => path))
    expect(eight.random.state()).not.toEqual(seven.random.state())
  })
})
