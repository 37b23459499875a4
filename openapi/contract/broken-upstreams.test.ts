// The suite proves itself: run against the mock behind proxies that break it on purpose, every
// broken upstream fails it (extra fields, and breaks in a field the app never reads, are drift:
// reported, failing only when strict), and the honest proxy passes. The suite runs in-process, as a
// function of its target, in a world of its own for each proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Breakage, rewriteJson, startBreakingProxy } from './breaking-proxy.ts'
import { listOperations } from './operations.ts'
import type { ContractReport, OperationResult } from './report.ts'
import { runContract } from './run.ts'
import { type ContractSettings, demoCredentials, demoFundPassword, demoNewMember } from './settings.ts'
import { type InProcessMock, startMock, upstreamTarget } from './target.ts'

/** The settings a team would give for an upstream, opting in to writes for both accounts. */
const settings = (strict = false): ContractSettings => ({
  baseUrl: 'set per proxy',
  suite: demoCredentials,
  newMember: demoNewMember,
  fundPassword: demoFundPassword,
  writeAccounts: [demoCredentials.account, demoNewMember.account],
  allowWrites: true,
  strict,
})

const busy = JSON.stringify({ status: 0, msg: '系統繁忙，請稍後再試', data: null })
const gatewayPage = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>'

const breakages: Record<string, Breakage> = {
  honest: {},
  'refuses every call as busy': { answer: () => ({ httpStatus: 200, contentType: 'application/json', body: busy }) },
  'answers every call with a gateway page': {
    answer: () => ({ httpStatus: 502, contentType: 'text/html', body: gatewayPage }),
  },
  'drops a required field': {
    rewrite: (answer) =>
      answer.path === '/trade/stockdetails'
        ? rewriteJson(answer, (envelope) => delete (envelope.data as { price?: unknown }).price)
        : answer,
  },
  'sends a number as a string': {
    rewrite: (answer) =>
      answer.path === '/trade/userstocklist'
        ? rewriteJson(answer, (envelope) => {
            for (const row of envelope.data as { stock_num: unknown }[]) row.stock_num = String(row.stock_num)
          })
        : answer,
  },
  'sends a wrong type in a field the app never reads': {
    rewrite: (answer) =>
      answer.path === '/trade/userstocklist'
        ? rewriteJson(answer, (envelope) => {
            if (envelope.status !== 1) return
            for (const row of envelope.data as { position_id: unknown }[]) row.position_id = 'P-1'
          })
        : answer,
  },
  'adds fields the contract does not know': {
    rewrite: (answer) =>
      rewriteJson(answer, (envelope) => {
        if (envelope.status !== 1 || envelope.data === null || typeof envelope.data !== 'object') return
        for (const item of Array.isArray(envelope.data) ? envelope.data : [envelope.data]) {
          if (item !== null && typeof item === 'object') (item as Record<string, unknown>).x_build = '2026.11'
        }
      }),
  },
  'words a refusal the catalogue does not know': {
    rewrite: (answer) =>
      answer.httpStatus === 401 ? rewriteJson(answer, (envelope) => (envelope.msg = 'Token過期')) : answer,
  },
}

const known = listOperations().filter((operation) => operation.upstream === 'known').length
let mock: InProcessMock
const reports = new Map<string, ContractReport>()

async function runBehind(name: string, strict = false): Promise<ContractReport> {
  const breakage = breakages[name]
  if (breakage === undefined) throw new Error(`no breakage '${name}'`)
  const proxy = await startBreakingProxy(mock.origin, breakage)
  try {
    return await runContract({
      target: upstreamTarget(proxy.baseUrl),
      settings: { ...settings(strict), baseUrl: proxy.baseUrl },
    })
  } finally {
    await proxy.close()
  }
}

const resultOf = (report: ContractReport, operation: string): OperationResult => {
  const result = report.operations.find((entry) => entry.operation === operation)
  if (result === undefined) throw new Error(`${operation} is not in the report`)
  return result
}

// One run per proxy (about a second each once the validators are compiled).
beforeAll(async () => {
  mock = await startMock()
  for (const name of Object.keys(breakages)) reports.set(name, await runBehind(name))
  reports.set(
    'adds fields the contract does not know, strict',
    await runBehind('adds fields the contract does not know', true),
  )
}, 180_000)

afterAll(async () => {
  await mock?.close()
})

const report = (name: string) => reports.get(name) as ContractReport

describe('the contract suite against broken upstreams', () => {
  it('passes the honest upstream: every known call checked, every designed one listed as not checked', () => {
    const honest = report('honest')
    expect(honest.problems).toEqual([])
    expect(honest.operations.filter((result) => result.outcome === 'failed' || result.outcome === 'refused')).toEqual(
      [],
    )
    expect(honest.totals.succeeded + honest.totals['refused-as-expected']).toBe(known)
    expect(
      new Set(honest.operations.filter((result) => result.outcome === 'skipped').map((result) => result.reason)),
    ).toEqual(new Set(['not checked: designed']))
    expect(honest.totals.drift).toBe(0)
    expect(honest.passed).toBe(true)
  })

  it('fails an upstream that refuses every call as busy, with its message and catalogue id', () => {
    const busyReport = report('refuses every call as busy')
    expect(busyReport.passed).toBe(false)
    expect(busyReport.problems[0]).toContain('系統繁忙，請稍後再試')
    expect(resultOf(busyReport, 'POST /common/config')).toMatchObject({
      outcome: 'refused',
      msg: '系統繁忙，請稍後再試',
      catalogueId: 'system_busy',
      expected: 'success',
    })
  })

  it('fails an upstream that answers with a gateway page', () => {
    const gateway = report('answers every call with a gateway page')
    expect(gateway.passed).toBe(false)
    expect(gateway.problems[0]).toContain('HTTP 502, not an envelope')
    expect(resultOf(gateway, 'POST /common/config')).toMatchObject({ outcome: 'failed' })
    expect(resultOf(gateway, 'POST /common/config').problems.join('\n')).toContain(
      'HTTP 502 is not a documented answer: <html>',
    )
  })

  it('fails an upstream that drops a required field, at the call that drops it', () => {
    const dropped = report('drops a required field')
    expect(dropped.passed).toBe(false)
    expect(
      dropped.operations.filter((result) => result.outcome === 'failed').map((result) => result.operation),
    ).toEqual(['POST /trade/stockdetails'])
    expect(resultOf(dropped, 'POST /trade/stockdetails').problems.join('\n')).toContain(
      "/data lacks the required field 'price'",
    )
  })

  it('fails an upstream that sends a wrong type, at the call that sends it', () => {
    const wrongType = report('sends a number as a string')
    expect(wrongType.passed).toBe(false)
    expect(
      wrongType.operations.filter((result) => result.outcome === 'failed').map((result) => result.operation),
    ).toEqual(['POST /trade/userstocklist'])
    expect(resultOf(wrongType, 'POST /trade/userstocklist').problems.join('\n')).toContain(
      '/data/0/stock_num must be integer',
    )
  })

  it('notes a break in a field the app never reads, and fails the same break in a field it reads', () => {
    const unread = report('sends a wrong type in a field the app never reads')
    expect(unread.operations.filter((result) => result.outcome === 'failed' || result.problems.length > 0)).toEqual([])
    expect(unread.passed).toBe(true)
    const positions = resultOf(unread, 'POST /trade/userstocklist')
    expect(positions.outcome).toBe('succeeded')
    expect(positions.drift.unreadBreaks).toContain('/data/0/position_id must be integer')
    expect(resultOf(report('sends a number as a string'), 'POST /trade/userstocklist').outcome).toBe('failed')
  })

  it('reports fields the contract does not know as drift, and fails on them only when strict', () => {
    const extra = report('adds fields the contract does not know')
    expect(extra.passed).toBe(true)
    expect(resultOf(extra, 'POST /trade/stockdetails').drift.unknownFields).toEqual(['/data/x_build'])
    expect(resultOf(extra, 'POST /trade/userstocklist').drift.unknownFields).toEqual(['/data/*/x_build'])
    expect(extra.totals.drift).toBeGreaterThan(30)
    const strict = report('adds fields the contract does not know, strict')
    expect(strict.passed).toBe(false)
    expect(strict.totals.drift).toBe(extra.totals.drift)
  })

  it('reports a message the catalogue does not know as drift', () => {
    const worded = report('words a refusal the catalogue does not know')
    expect(worded.passed).toBe(true)
    expect(resultOf(worded, 'POST /user/getUserinfo').drift.unknownMessages).toEqual(['Token過期'])
  })
})
