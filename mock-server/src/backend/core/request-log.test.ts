import { describe, expect, it } from 'vitest'

import { maskSecrets, maxCountedOutcomes, RequestLog, type RequestRecord } from './request-log.ts'

const record = (index: number, path = '/user/login'): RequestRecord => ({
  at: index,
  path,
  status: 1,
  httpStatus: 200,
  body: { index },
})

describe('RequestLog', () => {
  it('keeps records oldest first', () => {
    const log = new RequestLog()
    log.add(record(1))
    log.add(record(2, '/common/config'))
    expect(log.list().map((entry) => entry.at)).toEqual([1, 2])
    expect(log.size).toBe(2)
  })

  it('keeps at most 200 by default, dropping the oldest', () => {
    const log = new RequestLog()
    for (let index = 1; index <= 205; index++) log.add(record(index))
    expect(log.size).toBe(200)
    expect(log.list()[0]?.at).toBe(6)
    expect(log.list().at(-1)?.at).toBe(205)
  })

  it('honours a smaller limit', () => {
    const log = new RequestLog(3)
    for (let index = 1; index <= 5; index++) log.add(record(index))
    expect(log.list().map((entry) => entry.at)).toEqual([3, 4, 5])
  })

  it('keeps the most recent in order however often it wraps, and after a clear', () => {
    const log = new RequestLog(3)
    for (let count = 1; count <= 10; count++) {
      log.add(record(count))
      expect(log.list().map((entry) => entry.at)).toEqual([count - 2, count - 1, count].filter((at) => at >= 1))
    }
    log.clear()
    log.add(record(11))
    expect(log.list().map((entry) => entry.at)).toEqual([11])
  })

  it('filters by path', () => {
    const log = new RequestLog()
    log.add(record(1, '/user/login'))
    log.add(record(2, '/common/config'))
    log.add(record(3, '/user/login'))
    expect(log.list('/user/login').map((entry) => entry.at)).toEqual([1, 3])
    expect(log.list('/user/logout')).toEqual([])
  })

  it('clears', () => {
    const log = new RequestLog()
    log.add(record(1))
    log.clear()
    expect(log.size).toBe(0)
    expect(log.list()).toEqual([])
  })
})

describe('maskSecrets', () => {
  it('masks every pass or pwd field at any depth, in any case', () => {
    const body = {
      account: '0912345678',
      password: 'demo1234',
      pwd: 'a',
      pwd1: 'b',
      passwords: '123456',
      old_pass: 'c',
      new_passs: 'd',
      Password: 'e',
      nested: { deeper: { fundPassword: 'f', keep: 'g' } },
      list: [{ pwd: 'h', n: 1 }, 'PASSWORD-as-a-value-is-kept', 3],
    }
    expect(maskSecrets(body)).toEqual({
      account: '0912345678',
      password: '***',
      pwd: '***',
      pwd1: '***',
      passwords: '***',
      old_pass: '***',
      new_passs: '***',
      Password: '***',
      nested: { deeper: { fundPassword: '***', keep: 'g' } },
      list: [{ pwd: '***', n: 1 }, 'PASSWORD-as-a-value-is-kept', 3],
    })
  })

  it('masks a secret even when its value is an object', () => {
    expect(maskSecrets({ passwords: { old: 'x' } })).toEqual({ passwords: '***' })
  })

  it('leaves the original untouched', () => {
    const body = { password: 'demo1234' }
    maskSecrets(body)
    expect(body.password).toBe('demo1234')
  })

  it('keeps a body without secrets as it is, without a copy', () => {
    const body = { symbol: '2330', rows: [{ page: 1 }] }
    expect(maskSecrets(body)).toBe(body)
  })

  it.each([null, 1, 'text', true, undefined])('passes %s through', (value) => {
    expect(maskSecrets(value)).toBe(value)
  })
})

describe('RequestLog queries', () => {
  const at = (index: number, path: string, status: number, body: unknown, errorId?: string): RequestRecord => ({
    at: index,
    path,
    status,
    httpStatus: status === 1 ? 200 : 400,
    ...(errorId === undefined ? {} : { errorId }),
    body,
  })

  it('finds records by path, status, catalogue id and body fields, nested ones by dotted names', () => {
    const log = new RequestLog()
    log.add(at(1, '/user/login', 0, { account: '0912345678' }, 'login_failed'))
    log.add(at(2, '/user/login', 1, { account: '0912345678' }))
    log.add(at(3, '/user/addCard', 1, { card: { bank: '台灣銀行', number: 12 }, primary: true }))
    expect(log.find({ path: '/user/login', status: 1 }).map((record) => record.at)).toEqual([2])
    expect(log.find({ errorId: 'login_failed' }).map((record) => record.at)).toEqual([1])
    expect(log.find({ body: { account: '0912345678' } }).map((record) => record.at)).toEqual([1, 2])
    expect(
      log.find({ body: { 'card.bank': '台灣銀行', 'card.number': '12', primary: 'true' } }).map((record) => record.at),
    ).toEqual([3])
    expect(log.find({ body: { 'card.missing': 'x' } })).toEqual([])
    expect(log.find({ body: { card: '{"bank":"台灣銀行","number":12}' } }).map((record) => record.at)).toEqual([3])
  })

  it('counts exactly past the log limit, and says when a count by body fields is not exact', () => {
    const log = new RequestLog(3)
    for (let index = 1; index <= 10; index++) log.add(at(index, '/user/login', index % 2, { index }))
    expect(log.size).toBe(3)
    expect(log.count({ path: '/user/login' })).toEqual({ count: 10, exact: true })
    expect(log.count({ path: '/user/login', status: 1 })).toEqual({ count: 5, exact: true })
    expect(log.count({ path: '/user/login', body: { index: '10' } })).toEqual({ count: 1, exact: false })
    log.clear()
    log.add(at(11, '/user/login', 1, { index: 11 }))
    expect(log.count({ body: { index: '11' } })).toEqual({ count: 1, exact: true })
  })
})

describe('RequestLog counters', () => {
  it('are bounded: calls of made-up paths past the bound make counts inexact, never memory grow', () => {
    const log = new RequestLog(3)
    for (let index = 0; index <= maxCountedOutcomes; index++)
      log.add({ at: index, path: `/made/up/${index}`, status: 0, httpStatus: 404, body: null })
    expect(log.count({ path: '/made/up/1' })).toEqual({ count: 1, exact: false })
    log.clear()
    log.add({ at: 0, path: '/user/login', status: 1, httpStatus: 200, body: null })
    expect(log.count({})).toEqual({ count: 1, exact: true })
  })
})
