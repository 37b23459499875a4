import { describe, expect, it } from 'vitest'
import { maskSecrets, RequestLog, type RequestRecord } from './request-log.ts'

const record = (index: number, path = '/user/login'): RequestRecord => ({ at: index, path, status: 1, httpStatus: 200, body: { index } })

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
