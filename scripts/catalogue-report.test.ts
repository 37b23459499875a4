// The catalogue report is computed from the code and the tests: these check what it finds,
// and that every spec and upstream entry is shown on a screen where it happens.
import { describe, expect, it } from 'vitest'

import { catalogue } from '#openapi/generated/errors.ts'

import { buildReport, rulesByEntry, uncovered } from './catalogue-report.ts'

const report = await buildReport()
const byId = new Map(report.map((entry) => [entry.id, entry]))

describe('the catalogue report', () => {
  it('has every entry of the catalogue, with its texts in the three languages', () => {
    expect(report.map((entry) => entry.id)).toEqual(Object.keys(catalogue))
    for (const entry of report)
      expect(
        Object.values(entry.texts).every((text) => typeof text === 'string' && text !== ''),
        entry.id,
      ).toBe(true)
  })

  it('finds the rule that raises an entry, by file and function', () => {
    expect(
      rulesByEntry()
        .get('withdraw_time_window')
        ?.some((place) => place.startsWith('mock-server/src/backend/money/withdrawals.ts:')),
    ).toBe(true)
    expect(byId.get('account_frozen')?.rule).toContain('mock-server/src/backend/core/restrictions.ts:assertMay')
    expect(byId.get('system_busy')?.rule).toContain('mock-server/src/backend/engine/dispatch.ts:runOperation')
  })

  it('lists the operations that may answer an entry, and `*` for what any call may answer', () => {
    expect(byId.get('wrong_fund_password')?.operations).toContain('/user/withdrawal')
    expect(byId.get('request_invalid')?.operations).toEqual(['*'])
    expect(byId.get('session_expired')?.operations).toEqual(['*'])
  })

  it('names each screen test with its route and spec file', () => {
    expect(byId.get('sell_t_plus_one')?.screens).toContainEqual({
      route: '/market/stockDetail?side=sell',
      spec: 'web/e2e/catalogue/trade.spec.ts',
    })
  })

  it('shows every spec and upstream entry on a screen where it happens', () => {
    expect(uncovered(report).map((entry) => entry.id)).toEqual([])
  })
})
