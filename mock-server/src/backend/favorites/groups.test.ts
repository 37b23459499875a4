// Watchlist groups through the backend core: limits, names, the default group, moving
// codes between groups, and the upstream's calls acting on the default group only.
import { describe, expect, it } from 'vitest'

import { demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { defaultGroupName, maxGroupName, maxGroups } from './groups.ts'
import { demoWatchlist } from './seed.ts'
import { maxWatchlist } from './watchlist.ts'

interface Group {
  id: number
  name: string
  default: boolean
  symbols: string[]
}

async function setUp(account: string = demo.investor) {
  const { backend, problems } = testBackend()
  const session = await login(backend, account)
  const call = (path: string, body: unknown) => post(backend, path, body, session.headers)
  const world = await backend.worlds.get('default')
  const groups = async () => (await call('/user/optionalGroups', {})).body.data as Group[]
  /** Creates a group and returns its id. */
  const create = async (name: string) => {
    const reply = await call('/user/addOptionalGroup', { name })
    expect(reply.body.status).toBe(1)
    return (reply.body.data as Group[]).at(-1)!.id
  }
  const codes = async (id: number) =>
    ((await call('/user/groupOptionallist', { id })).body.data as Array<{ symbol: string }>).map((row) => row.symbol)
  /** The call is refused with `msg` and the world is as it was. */
  const refused = async (path: string, body: unknown, msg: string) => {
    const before = snapshot(world)
    expect((await call(path, body)).body).toMatchObject({ status: 0, msg })
    expect(snapshot(world)).toBe(before)
  }
  return { backend, problems, session, call, world, groups, create, codes, refused }
}

describe('watchlist groups', () => {
  it('every user has the default group first, holding the upstream watchlist', async () => {
    const { groups, problems } = await setUp()
    expect(await groups()).toEqual([{ id: 0, name: defaultGroupName, default: true, symbols: [...demoWatchlist] }])
    const other = await setUp(demo.unverified)
    expect(await other.groups()).toEqual([{ id: 0, name: defaultGroupName, default: true, symbols: [] }])
    expect(problems).toEqual([])
  })

  it('creates groups after the others, with the name trimmed', async () => {
    const { call, groups } = await setUp()
    await call('/user/addOptionalGroup', { name: '  半導體 ' })
    await call('/user/addOptionalGroup', { name: 'AI' })
    expect((await groups()).map((group) => [group.name, group.default, group.symbols])).toEqual([
      [defaultGroupName, true, [...demoWatchlist]],
      ['半導體', false, []],
      ['AI', false, []],
    ])
  })

  it(`holds at most ${maxGroups} groups, the default one included`, async () => {
    const { create, groups, refused } = await setUp()
    for (let n = 1; n < maxGroups; n++) await create(`組${n}`)
    expect(await groups()).toHaveLength(maxGroups)
    await refused('/user/addOptionalGroup', { name: '再一組' }, '自選群組已達上限20組')
  })

  it(`takes names of 1 to ${maxGroupName} characters, without control characters`, async () => {
    const { create, refused } = await setUp()
    await create('一二三四五六七八九十')
    await create('ABCDEFGHIJ')
    for (const name of ['', '   ', '一二三四五六七八九十一', 'ABCDEFGHIJK', 'tab\there', 'new\nline']) {
      await refused('/user/addOptionalGroup', { name }, '群組名稱須為1-10個字')
    }
  })

  it("refuses a name another group has, letters compared without case, the default group's too", async () => {
    const { create, refused } = await setUp()
    await create('Tech')
    await refused('/user/addOptionalGroup', { name: 'tech' }, '群組名稱已存在')
    await refused('/user/addOptionalGroup', { name: ` ${defaultGroupName}` }, '群組名稱已存在')
  })

  it('renames a group of the user; never the default group', async () => {
    const { call, create, groups, refused } = await setUp()
    const tech = await create('科技')
    await create('金融')
    await call('/user/renameOptionalGroup', { id: tech, name: '電子' })
    expect((await groups()).map((group) => group.name)).toEqual([defaultGroupName, '電子', '金融'])
    // Its own name again (another case) is no clash.
    expect((await call('/user/renameOptionalGroup', { id: tech, name: '電子' })).body.status).toBe(1)
    await refused('/user/renameOptionalGroup', { id: tech, name: '金融' }, '群組名稱已存在')
    await refused('/user/renameOptionalGroup', { id: tech, name: '' }, '群組名稱須為1-10個字')
    await refused('/user/renameOptionalGroup', { id: 0, name: '我的' }, '預設群組不可更名或刪除')
    await refused('/user/renameOptionalGroup', { id: 99, name: '我的' }, '自選群組不存在')
  })

  it('deletes a group with its codes; the same codes elsewhere stay; never the default group', async () => {
    const { call, create, groups, refused, world } = await setUp()
    const tech = await create('科技')
    await call('/user/addGroupOptional', { id: tech, symbol: '2330' })
    await call('/user/addGroupOptional', { id: tech, symbol: '2303' })
    await call('/user/removeOptionalGroup', { id: tech })
    expect(await groups()).toEqual([{ id: 0, name: defaultGroupName, default: true, symbols: [...demoWatchlist] }])
    // Every code of the group goes with it, not only the first.
    expect(world.db.watchlist.findMany((q) => q.where({ groupId: tech }))).toEqual([])
    await refused('/user/removeOptionalGroup', { id: 0 }, '預設群組不可更名或刪除')
    await refused('/user/removeOptionalGroup', { id: tech }, '自選群組不存在')
    await refused('/user/groupOptionallist', { id: tech }, '自選群組不存在')
  })

  it("reorders the user's own groups; the default group stays first", async () => {
    const { call, create, groups, refused } = await setUp()
    const a = await create('A')
    const b = await create('B')
    const c = await create('C')
    await call('/user/sortOptionalGroups', { ids: [c, a, b] })
    expect((await groups()).map((group) => group.name)).toEqual([defaultGroupName, 'C', 'A', 'B'])
    // A list that is not exactly the user's own groups: read again, nothing changes.
    for (const ids of [[c, a], [c, a, b, 0], [c, a, 99], []])
      await refused('/user/sortOptionalGroups', { ids }, '自選群組已變更，請重新整理')
    // A group made afterwards goes last.
    await create('D')
    expect((await groups()).map((group) => group.name)).toEqual([defaultGroupName, 'C', 'A', 'B', 'D'])
  })

  it('adds a code to the top of a group once; a code may be in several groups', async () => {
    const { call, create, codes, groups, refused } = await setUp()
    const tech = await create('科技')
    await call('/user/addGroupOptional', { id: tech, symbol: '2303' })
    await call('/user/addGroupOptional', { id: tech, symbol: '2330' })
    expect(await codes(tech)).toEqual(['2330', '2303'])
    expect((await groups())[0]?.symbols).toEqual([...demoWatchlist])
    await refused('/user/addGroupOptional', { id: tech, symbol: '2330' }, '該股票已在自選中')
    await refused('/user/addGroupOptional', { id: tech, symbol: '9999' }, '未獲取到股票價格')
    await refused('/user/addGroupOptional', { id: 42, symbol: '2330' }, '自選群組不存在')
    await refused('/user/removeGroupOptional', { id: tech, symbol: '2454' }, '該股票不在自選中')
    await call('/user/removeGroupOptional', { id: tech, symbol: '2330' })
    expect(await codes(tech)).toEqual(['2303'])
    // The default group still holds it.
    expect((await groups())[0]?.symbols).toContain('2330')
  })

  it(`holds at most ${maxWatchlist} codes a group`, async () => {
    const { create, world, session, refused } = await setUp()
    const full = await create('滿')
    const userId = world.db.users.findFirst((q) => q.where({ account: session.account }))!.id
    for (let n = 0; n < maxWatchlist; n++)
      await world.db.watchlist.create({ userId, groupId: full, symbol: `X${n}`, position: n, addedAt: 0 })
    await refused('/user/addGroupOptional', { id: full, symbol: '2330' }, '自選股已達上限100檔')
    await refused('/user/moveOptional', { symbols: ['2330'], from: 0, to: full }, '自選股已達上限100檔')
  })

  it('a group lists its codes with the same live quotes as the default list, and saves an edit', async () => {
    const { call, create, codes } = await setUp()
    const tech = await create('科技')
    for (const symbol of ['2303', '2454', '2330']) await call('/user/addGroupOptional', { id: tech, symbol })
    const rows = (await call('/user/groupOptionallist', { id: tech })).body.data as Array<{
      symbol: string
      price: string
      sort: number
    }>
    const upstream = (await call('/user/Optionallist', {})).body.data as Array<{ symbol: string; price: string }>
    expect(rows.map((row) => [row.symbol, row.sort])).toEqual([
      ['2330', 1],
      ['2454', 2],
      ['2303', 3],
    ])
    expect(rows[0]?.price).toBe(upstream.find((row) => row.symbol === '2330')?.price)
    await call('/user/sortOptional', { id: tech, symbols: ['2303', '2330'] })
    expect(await codes(tech)).toEqual(['2303', '2330'])
    expect((await call('/user/Optionallist', {})).body.data).toHaveLength(demoWatchlist.length)
  })
})

describe('moving codes between groups', () => {
  it('moves codes to the top of another group, in the order sent', async () => {
    const { call, create, groups } = await setUp()
    const tech = await create('科技')
    await call('/user/addGroupOptional', { id: tech, symbol: '2303' })
    const moved = await call('/user/moveOptional', { symbols: ['2454', '2330'], from: 0, to: tech })
    expect(moved.body.status).toBe(1)
    expect(await groups()).toMatchObject([
      { id: 0, symbols: ['2317', '0050', '2882'] },
      { id: tech, symbols: ['2454', '2330', '2303'] },
    ])
    // And back to the default group, which the upstream's list then shows on top.
    await call('/user/moveOptional', { symbols: ['2330'], from: tech, to: 0 })
    expect(
      ((await call('/user/Optionallist', {})).body.data as Array<{ symbol: string }>).map((row) => row.symbol),
    ).toEqual(['2330', '2317', '0050', '2882'])
  })

  it('moves all or none', async () => {
    const { call, create, refused } = await setUp()
    const tech = await create('科技')
    await call('/user/addGroupOptional', { id: tech, symbol: '2454' })
    await refused('/user/moveOptional', { symbols: ['2330', '2603'], from: 0, to: tech }, '該股票不在自選中')
    await refused('/user/moveOptional', { symbols: ['2330', '2454'], from: 0, to: tech }, '該股票已在自選中')
    await refused('/user/moveOptional', { symbols: ['2330'], from: 0, to: 0 }, '該股票已在自選中')
    await refused('/user/moveOptional', { symbols: ['2330'], from: 0, to: 77 }, '自選群組不存在')
    await refused('/user/moveOptional', { symbols: ['2330'], from: 77, to: tech }, '自選群組不存在')
  })
})

describe('the upstream calls with groups about', () => {
  it('read and change the default group only', async () => {
    const { call, create, codes, groups } = await setUp()
    const tech = await create('科技')
    await call('/user/addGroupOptional', { id: tech, symbol: '2330' })
    await call('/user/addGroupOptional', { id: tech, symbol: '2603' })
    // addOptional: the default group gets it, even when another group has it.
    expect(
      ((await call('/user/addOptional', { symbol: '2603' })).body.data as Array<{ symbol: string }>).map(
        (row) => row.symbol,
      ),
    ).toEqual(['2603', ...demoWatchlist])
    // removeOptional: out of the default group; the other group keeps it.
    await call('/user/removeOptional', { symbol: '2330' })
    expect(await codes(tech)).toEqual(['2603', '2330'])
    expect((await groups())[0]?.symbols).toEqual(['2603', '2317', '2454', '0050', '2882'])
    // sortOptional without a group: the default group.
    await call('/user/sortOptional', { symbols: ['2882'] })
    expect((await groups()).map((group) => group.symbols)).toEqual([['2882'], ['2603', '2330']])
  })

  it("never reach another user's groups", async () => {
    const { backend, create } = await setUp()
    const mine = await create('科技')
    const other = await login(backend, demo.unverified)
    const call = (path: string, body: unknown) => post(backend, path, body, other.headers)
    expect((await call('/user/groupOptionallist', { id: mine })).body.msg).toBe('自選群組不存在')
    expect((await call('/user/addGroupOptional', { id: mine, symbol: '2330' })).body.msg).toBe('自選群組不存在')
    expect((await call('/user/renameOptionalGroup', { id: mine, name: 'x' })).body.msg).toBe('自選群組不存在')
    expect((await call('/user/removeOptionalGroup', { id: mine })).body.msg).toBe('自選群組不存在')
    // Its own group may have the same name.
    expect((await call('/user/addOptionalGroup', { name: '科技' })).body.status).toBe(1)
  })
})
