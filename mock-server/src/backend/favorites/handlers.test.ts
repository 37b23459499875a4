// The watchlist and the news, through the backend core.
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { scheduledNews, seededNews } from '../news/seed.ts'
import { demoWatchlist } from './seed.ts'
import { maxWatchlist } from './watchlist.ts'

interface WatchRow {
  symbol: string
  name: string
  price: string
  gain: string
  sort: number
}

async function setUp(account: string = demo.investor) {
  const { backend, problems } = testBackend()
  const session = await login(backend, account)
  const call = (path: string, body: unknown) => post(backend, path, body, session.headers)
  const world = await backend.worlds.get('default')
  const list = async () => ((await call('/user/Optionallist', {})).body.data as WatchRow[]).map((row) => row.symbol)
  return { backend, problems, session, call, world, list }
}

describe('the watchlist', () => {
  it("lists the investor's codes in order, each with the market's live quote", async () => {
    const { call, backend, problems } = await setUp()
    const rows = (await call('/user/Optionallist', {})).body.data as WatchRow[]
    expect(rows.map((row) => row.symbol)).toEqual([...demoWatchlist])
    expect(rows.map((row) => row.sort)).toEqual([1, 2, 3, 4, 5])
    const quote = (await post(backend, '/trade/search', { content: '2330', type: 'tw' })).body.data as WatchRow[]
    expect(rows[0]).toMatchObject({ name: '台積電', price: quote[0]?.price, gain: quote[0]?.gain })
    expect(problems).toEqual([])
  })

  it('adds a code at the top, once', async () => {
    const { call, list, world } = await setUp()
    const added = await call('/user/addOptional', { symbol: '2603' })
    expect(added.body.status).toBe(1)
    expect(await list()).toEqual(['2603', ...demoWatchlist])
    const before = snapshot(world)
    expect((await call('/user/addOptional', { symbol: '2603' })).body).toMatchObject({
      status: 0,
      msg: '該股票已在自選中',
    })
    expect(snapshot(world)).toBe(before)
  })

  it('refuses a code the market does not list, changing nothing', async () => {
    const { call, world } = await setUp()
    const before = snapshot(world)
    expect((await call('/user/addOptional', { symbol: '9999' })).body).toMatchObject({
      status: 0,
      msg: '未獲取到股票價格',
    })
    expect(snapshot(world)).toBe(before)
  })

  it(`holds at most ${maxWatchlist} codes`, async () => {
    const { call, world } = await setUp(demo.unverified)
    const user = world.db.users.findFirst((q) => q.where({ account: demo.unverified }))!
    for (let index = 0; index < maxWatchlist; index++)
      await world.db.watchlist.create({ userId: user.id, symbol: `X${index}`, position: index, addedAt: 0 })
    expect((await call('/user/addOptional', { symbol: '2330' })).body).toMatchObject({
      status: 0,
      msg: '自選股已達上限100檔',
    })
  })

  it('removes one code and keeps the order of the rest; a code not in the list is refused', async () => {
    const { call, list, world } = await setUp()
    await call('/user/removeOptional', { symbol: '2317' })
    expect(await list()).toEqual(['2330', '2454', '0050', '2882'])
    const before = snapshot(world)
    expect((await call('/user/removeOptional', { symbol: '2317' })).body).toMatchObject({
      status: 0,
      msg: '該股票不在自選中',
    })
    expect(snapshot(world)).toBe(before)
  })

  it('saves an edit in one call: a new order, one moved to the top, several removed', async () => {
    const { call, list } = await setUp()
    const saved = await call('/user/sortOptional', { symbols: ['2882', '2330', '2454'] })
    expect((saved.body.data as WatchRow[]).map((row) => [row.symbol, row.sort])).toEqual([
      ['2882', 1],
      ['2330', 2],
      ['2454', 3],
    ])
    expect(await list()).toEqual(['2882', '2330', '2454'])
    // A code added afterwards goes on top of the saved order.
    await call('/user/addOptional', { symbol: '2603' })
    expect(await list()).toEqual(['2603', '2882', '2330', '2454'])
    await call('/user/sortOptional', { symbols: [] })
    expect(await list()).toEqual([])
  })

  it('refuses an edit naming a code not in the list, changing nothing', async () => {
    const { call, world } = await setUp()
    const before = snapshot(world)
    expect((await call('/user/sortOptional', { symbols: ['2330', '2603'] })).body).toMatchObject({
      status: 0,
      msg: '該股票不在自選中',
    })
    expect(snapshot(world)).toBe(before)
    expect((await call('/user/sortOptional', { symbols: ['2330', '2330'] })).body.status).toBe(0)
    expect(snapshot(world)).toBe(before)
  })

  it('is per user: another account starts empty', async () => {
    const { list } = await setUp(demo.unverified)
    expect(await list()).toEqual([])
  })

  it('refuses a frozen account', async () => {
    const { call, backend } = await setUp()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: true } })
    expect((await call('/user/Optionallist', {})).body.status).toBe(0)
    expect((await call('/user/addOptional', { symbol: '2603' })).body.status).toBe(0)
  })

  it('needs a session', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/user/Optionallist', {})
    expect(reply.httpStatus).toBe(401)
  })
})

describe('the news', () => {
  interface NewsRow {
    id: number
    title: string
    summary: string
    image: string
    create_time: string
  }

  it('pages the published news, newest first, 10 a page, to anyone', async () => {
    const { backend, problems } = testBackend()
    const page = async (n: number) => (await post(backend, '/common/newss', { page: n })).body.data as NewsRow[]
    const all = [...(await page(1)), ...(await page(2)), ...(await page(3))]
    expect((await page(1)).length).toBe(10)
    expect(all.map((row) => row.title)).toEqual(seededNews.map((news) => news.title))
    expect(await page(4)).toEqual([])
    expect(all[0]).toMatchObject({ create_time: '2026-11-23 08:30:00', image: '/static/news/market.svg' })
    const times = all.map((row) => row.create_time)
    expect([...times].sort().reverse()).toEqual(times)
    expect(problems).toEqual([])
  })

  it('opens an item with its HTML body; an unknown or unpublished one is refused', async () => {
    const { backend } = testBackend()
    const [first] = (await post(backend, '/common/newss', { page: 1 })).body.data as NewsRow[]
    const detail = (await post(backend, '/common/newsdetail', { id: first!.id })).body.data as NewsRow & {
      content: string
    }
    expect(detail.content).toContain('<img src="/static/news/market.svg"')
    expect(detail.content).toContain('<p>加權指數早盤開高')
    expect((await post(backend, '/common/newsdetail', { id: 9999 })).body).toMatchObject({
      status: 0,
      msg: '資訊不存在',
    })
    const scheduledId = seededNews.length + 1
    expect((await post(backend, '/common/newsdetail', { id: scheduledId })).body.msg).toBe('資訊不存在')
    await admin(backend, 'POST', '/clock', { advanceMs: 60 * 60 * 1000 })
    expect((await post(backend, '/common/newsdetail', { id: scheduledId })).body.data).toMatchObject({
      title: scheduledNews.title,
    })
    expect(((await post(backend, '/common/newss', { page: 1 })).body.data as NewsRow[])[0]?.title).toBe(
      scheduledNews.title,
    )
  })

  it('draws the same publication times from the same seed, others from another', async () => {
    const times = async (seed: number) => {
      const { backend } = testBackend({ seed })
      return ((await post(backend, '/common/newss', { page: 2 })).body.data as NewsRow[]).map((row) => row.create_time)
    }
    expect(await times(7)).toEqual(await times(7))
    expect(await times(7)).not.toEqual(await times(8))
  })
})
