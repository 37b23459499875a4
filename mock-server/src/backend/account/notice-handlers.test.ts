// Notices, messages and server texts, through the backend core.
import { describe, expect, it } from 'vitest'

import { admin, demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { seedNotices } from './seed-notices.ts'
import { seedTexts } from './seed-texts.ts'

interface Row {
  id: number
  type: number
  title: string
  summary: string
  create_time: string
  is_read: number
}

async function setUp(account: string = demo.investor) {
  const { backend, problems } = testBackend()
  const session = await login(backend, account)
  const call = (path: string, body: unknown) => post(backend, path, body, session.headers)
  const rows = async (type: 1 | 2, page = 1) => (await call('/user/notice', { page, type })).body.data as Row[]
  const counts = async () => (await call('/user/noticenum', {})).body.data
  return { backend, problems, session, call, rows, counts }
}

describe('/user/notice', () => {
  it('lists the notices posted by now, newest first, 10 a page', async () => {
    const { rows, problems } = await setUp()
    const posted = seedNotices.filter((notice) => notice.daysAgo >= 0)
    const first = await rows(1, 1)
    const second = await rows(1, 2)
    expect(first).toHaveLength(10)
    expect([...first, ...second].map((row) => row.title)).toEqual(posted.map((notice) => notice.title))
    expect(await rows(1, 3)).toEqual([])
    expect(first[0]).toMatchObject({
      type: 1,
      title: '【系統維護】本週日凌晨系統維護',
      summary:
        '為提供更穩定的服務，本公司將於本週日 00:00-06:00進行系統維護，期間暫停登入、出入金及預約委託。 造成不便，敬…',
      create_time: '2026-11-20 09:30:00',
      is_read: 0,
    })
    expect(problems).toEqual([])
  })

  it('shows a notice posted for later once the clock reaches it', async () => {
    const { backend, rows } = await setUp()
    await admin(backend, 'POST', '/clock', { set: '2026-11-24T09:29:59+08:00' })
    expect((await rows(1))[0]?.title).not.toBe('【公告】年終客戶回饋活動開跑')
    await admin(backend, 'POST', '/clock', { set: '2026-11-24T09:30:00+08:00' })
    expect((await rows(1))[0]).toMatchObject({
      title: '【公告】年終客戶回饋活動開跑',
      create_time: '2026-11-24 09:30:00',
      is_read: 0,
    })
  })

  it("lists the user's own messages only", async () => {
    const investor = await setUp()
    expect((await investor.rows(2)).map((row) => [row.title, row.is_read])).toEqual([
      ['【安全提醒】新裝置登入通知', 0],
      ['【對帳單】上月對帳單已產生', 0],
      ['身分驗證已通過', 1],
      ['歡迎加入福爾摩沙證券', 1],
    ])
    const member = await setUp(demo.unverified)
    expect((await member.rows(2)).map((row) => row.title)).toEqual(['歡迎加入福爾摩沙證券'])
  })

  it("keeps each user's read marks on notices to everyone apart", async () => {
    const investor = await setUp()
    const member = await setUp(demo.unverified)
    expect((await investor.rows(1, 2))[0]?.is_read).toBe(1)
    expect((await member.rows(1, 2))[0]?.is_read).toBe(0)
  })
})

describe('/user/noticedetail', () => {
  it('answers the body and marks it as read, once', async () => {
    const { call, rows, counts, problems } = await setUp()
    const [newest] = await rows(1)
    expect(await counts()).toEqual({ notice: 3, message: 2 })
    const detail = await call('/user/noticedetail', { id: newest?.id })
    expect(detail.body.data).toMatchObject({
      id: newest?.id,
      title: newest?.title,
      is_read: 1,
      content: expect.stringContaining('<strong>本週日 00:00-06:00</strong>'),
    })
    expect((await rows(1))[0]?.is_read).toBe(1)
    expect(await counts()).toEqual({ notice: 2, message: 2 })
    await call('/user/noticedetail', { id: newest?.id })
    expect(await counts()).toEqual({ notice: 2, message: 2 })
    expect(problems).toEqual([])
  })

  it.each([
    ['an id that does not exist', 9999],
    ['a notice not posted yet', seedNotices.length],
  ])('refuses %s and changes nothing', async (_, id) => {
    const { backend, call } = await setUp()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await call('/user/noticedetail', { id })
    expect(reply.body).toEqual({ status: 0, msg: '消息不存在', data: null })
    expect(snapshot(world)).toBe(before)
  })

  it("refuses another user's message", async () => {
    const investor = await setUp()
    const [message] = await investor.rows(2)
    const { backend } = investor
    const member = await login(backend, demo.unverified)
    expect((await post(backend, '/user/noticedetail', { id: message?.id }, member.headers)).body.msg).toBe('消息不存在')
  })
})

describe('/user/noticeread', () => {
  it('marks one list as read and leaves the other', async () => {
    const { call, rows, counts } = await setUp()
    expect((await call('/user/noticeread', { type: 2 })).body).toEqual({ status: 1, msg: '', data: null })
    expect(await counts()).toEqual({ notice: 3, message: 0 })
    expect((await rows(2)).every((row) => row.is_read === 1)).toBe(true)
    await call('/user/noticeread', { type: 1 })
    expect(await counts()).toEqual({ notice: 0, message: 0 })
  })
})

describe('messages and notices', () => {
  it('are closed to a frozen account', async () => {
    const { backend, call } = await setUp()
    await admin(backend, 'POST', '/accounts', { account: demo.investor, restrictions: { frozen: true } })
    for (const [path, body] of [
      ['/user/notice', { page: 1, type: 1 }],
      ['/user/noticedetail', { id: 1 }],
      ['/user/noticenum', {}],
      ['/user/noticeread', { type: 1 }],
    ] as const) {
      expect((await call(path, body)).body.msg, path).toBe('帳號已凍結，請聯繫客服')
    }
  })
})

describe('/common/wenben', () => {
  it.each(seedTexts.map((text) => [text.type, text] as const))('answers %s to anyone', async (type, text) => {
    const { backend, problems } = testBackend()
    const reply = await post(backend, '/common/wenben', { type })
    expect(reply.body).toEqual({
      status: 1,
      msg: '',
      data: { type, title: text.title, content: text.content, update_time: '2026-10-24 09:30:00' },
    })
    expect(problems).toEqual([])
  })

  it('refuses a text the contract does not name', async () => {
    const { backend } = testBackend()
    const reply = await post(backend, '/common/wenben', { type: 'secrets' })
    expect(reply.httpStatus).toBe(400)
    expect(reply.body.msg).toMatch(/^請求參數錯誤：/)
  })
})
