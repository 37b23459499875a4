// The mock against a recording of the upstream: what `npm run contract:diff` reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RecordedExchange } from '#mock/backend/engine/recording.ts'

import { diffMarkdown, diffRecording, type DiffReport, shapeDifferences, shapeOf } from './diff.ts'
import { openTarget, type Target } from './target.ts'

describe('shapeDifferences', () => {
  it('finds fields only one side sends, type changes, and array elements merged', () => {
    const upstream = { price: 1800, name: '台積電', extra: 'x', rows: [{ id: 1 }, { id: 2, note: 'n' }], empty: [] }
    const mock = { price: '1800.00', name: '台積電', missing: 0, rows: [{ id: 1, note: null }], empty: [{ id: 1 }] }
    expect(shapeDifferences(shapeOf(upstream), shapeOf(mock), '/data')).toEqual([
      '/data/price: number from the upstream, string from the mock',
      '/data/extra: only the upstream sends it',
      '/data/rows/*/note: string from the upstream, null from the mock',
      '/data/missing: only the mock sends it',
    ])
  })

  it('sees nothing between equal shapes, nor in an empty list', () => {
    expect(shapeDifferences(shapeOf([{ a: 1 }, { a: 2 }]), shapeOf([{ a: 3 }]))).toEqual([])
    expect(shapeDifferences(shapeOf([]), shapeOf([{ a: 3 }]))).toEqual([])
    expect(shapeDifferences(shapeOf('a'), shapeOf(1))).toEqual([
      '(the data): string from the upstream, number from the mock',
    ])
  })
})

const exchange = (
  path: string,
  request: unknown,
  response: unknown,
  more: { httpStatus?: number; token?: boolean } = {},
): RecordedExchange => ({
  world: 'recorded',
  at: '2026-11-23T09:30:00.000+08:00',
  path,
  request: {
    headers: more.token ? { token: '***', account: '***' } : {},
    contentType: 'application/json',
    body: request,
  },
  response: { httpStatus: more.httpStatus ?? 200, contentType: 'application/json; charset=utf-8', body: response },
})

describe('diffRecording', () => {
  let mock: Target
  let report: DiffReport

  beforeAll(async () => {
    mock = await openTarget(undefined)
    report = await diffRecording(
      'session.jsonl',
      [
        // A login the mock repeats with its demo account (the recording masks the credentials).
        exchange(
          '/user/login',
          { account: '***', password: '***' },
          { status: 1, msg: '', data: { token: '***', account: '***' } },
        ),
        // The upstream sends a field nobody knows and a number where the mock sends a string.
        exchange(
          '/common/config',
          { type: 'all' },
          { status: 1, msg: '', data: [{ name: 'title', value: 7, build: '2026.11' }] },
        ),
        // A secured call, repeated with the mock's own session.
        exchange(
          '/user/getUserinfo',
          {},
          { status: 1, msg: '', data: { account: '***', money: '1000000.00' } },
          { token: true },
        ),
        // A refusal worded in a way the catalogue does not know.
        exchange('/user/noticenum', {}, { status: 0, msg: '請先登入', data: null }, { httpStatus: 401 }),
      ],
      mock,
    )
  }, 60_000)

  afterAll(async () => {
    await mock?.close()
  })

  it('repeats a login with the demo account and finds nothing to report', () => {
    expect(report.diffs[0]).toMatchObject({
      path: '/user/login',
      upstream: 'HTTP 200, success',
      mock: 'HTTP 200, success',
      differences: [],
      contract: [],
    })
  })

  it('reports types and fields that differ, and fields the contract does not know', () => {
    expect(report.diffs[1]?.differences).toEqual([
      '/data/*/value: number from the upstream, string from the mock',
      '/data/*/build: only the upstream sends it',
    ])
    expect(report.diffs[1]?.contract).toEqual([expect.stringContaining('/data/0/value must be string')])
  })

  it('repeats a secured call with its own session and lists what the mock adds', () => {
    expect(report.diffs[2]?.mock).toBe('HTTP 200, success')
    expect(report.diffs[2]?.differences).toContain('/data/realname: only the mock sends it')
    expect(report.diffs[2]?.contract).toEqual([expect.stringContaining("lacks the required field 'realname'")])
  })

  it('lists a refusal message the catalogue does not know', () => {
    expect(report.diffs[3]).toMatchObject({
      upstream: 'HTTP 401, refused: 請先登入 (not in the catalogue)',
      mock: 'HTTP 401, refused: 登入已失效，請重新登入 (session_expired)',
    })
    expect(report.diffs[3]?.differences).toEqual([])
    expect(report.diffs[3]?.contract).toEqual(['message not in the catalogue: 請先登入'])
  })

  it('notes where one side succeeds and the other refuses, without comparing them', async () => {
    const noted = await diffRecording(
      'x',
      [
        exchange(
          '/user/withdrawal',
          { money: '1', bankid: 99, passwords: '***' },
          { status: 1, msg: '', data: {} },
          { token: true },
        ),
      ],
      mock,
    )
    expect(noted.diffs[0]).toMatchObject({
      differences: [],
      note: "the upstream succeeded, the mock refused: the two servers' data differ, the answers are not compared",
    })
    expect(noted.differing).toBe(1)
  })

  it('repeats a call the upstream refused for its session without a valid one', async () => {
    const expired = await diffRecording(
      'x',
      [
        exchange(
          '/user/getUserinfo',
          {},
          { status: 0, msg: '登入已失效，請重新登入', data: null },
          { httpStatus: 401, token: true },
        ),
      ],
      mock,
    )
    expect(expired.diffs[0]).toMatchObject({
      mock: 'HTTP 401, refused: 登入已失效，請重新登入 (session_expired)',
      differences: [],
      contract: [],
    })
    expect(expired.differing).toBe(0)
  })

  it('counts the exchanges with findings and makes a table of them', () => {
    expect(report).toMatchObject({ recording: 'session.jsonl', exchanges: 4, differing: 3 })
    expect(diffMarkdown(report)).toContain(
      '| 2 | POST /common/config | HTTP 200, success | HTTP 200, success | /data/*/value: number ' +
        'from the upstream, string from the mock; /data/*/build: only the upstream sends it |',
    )
    expect(diffMarkdown(report)).toContain(
      '4 exchange(s): 3 with differences or contract findings (drift), 1 not compared.',
    )
  })
})
