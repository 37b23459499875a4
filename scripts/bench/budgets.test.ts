// The bundle budget: what passes and what fails, from measured route loads.
import { describe, expect, it } from 'vitest'

import {
  type Budget,
  budgetTargets,
  enforcedBudget,
  firstRoundTripBytes,
  issueTargets,
  pageCeilingBytes,
  pageTarget,
} from './budgets.ts'
import type { RouteLoad } from './route-bytes.ts'

const load = (route: string, jsGzip: number, ownGzip: number): RouteLoad => ({
  route,
  files: [],
  js: { raw: jsGzip * 3, gzip: jsGzip },
  css: { raw: 0, gzip: 0 },
  ownJs: { raw: ownGzip * 3, gzip: ownGzip },
})

const budget: Budget = { entryJsKb: 120, startJsKb: 140, routeOwnJsKb: 60 }

describe('budgetTargets', () => {
  it('passes a bundle within every limit', () => {
    const targets = budgetTargets(
      { raw: 300_000, gzip: 119_999 },
      [load('/login/start', 139_999, 20_000), load('/home/index', 170_000, 59_999)],
      budget,
    )
    expect(targets.map((target) => target.pass)).toEqual([true, true, true, true])
  })

  it.each<[string, number, number, number, string]>([
    ['the shared entry', 120_000, 130_000, 10_000, 'shared entry JS (gzip)'],
    ['the first screen', 100_000, 140_000, 10_000, 'all JS of /login/start (gzip)'],
    ['a route’s own JS', 100_000, 130_000, 60_000, 'own JS of /login/start (gzip)'],
  ])('fails when %s reaches its limit', (_, entry, start, own, failing) => {
    const targets = budgetTargets({ raw: 0, gzip: entry }, [load('/login/start', start, own)], budget)
    expect(targets.filter((target) => !target.pass).map((target) => target.name)).toEqual([failing])
  })

  it('fails when the first screen is missing', () => {
    const targets = budgetTargets({ raw: 0, gzip: 1 }, [load('/home/index', 1, 1)], budget)
    expect(targets.find((target) => target.name.startsWith('all JS'))).toMatchObject({
      measured: 'route missing',
      pass: false,
    })
  })

  it('enforces ceilings within the targets, and an exception only above the route limit', () => {
    expect(enforcedBudget.entryJsKb).toBeLessThanOrEqual(issueTargets.entryJsKb)
    expect(enforcedBudget.startJsKb).toBeLessThanOrEqual(issueTargets.startJsKb)
    expect(enforcedBudget.routeOwnJsKb).toBe(issueTargets.routeOwnJsKb)
    for (const ceiling of Object.values(enforcedBudget.routeExceptionsKb ?? {}))
      expect(ceiling).toBeGreaterThan(enforcedBudget.routeOwnJsKb)
  })

  it('holds a named route to its own ceiling, and every other route to the general one', () => {
    const withException: Budget = { ...budget, routeExceptionsKb: { '/home/loanRe': 92 } }
    const targets = budgetTargets(
      { raw: 0, gzip: 1 },
      [load('/login/start', 1, 1), load('/home/loanRe', 1, 91_000), load('/home/loan', 1, 61_000)],
      withException,
    )
    expect(targets.find((target) => target.name.includes('/home/loanRe'))).toMatchObject({
      goal: '< 92 kB',
      pass: true,
    })
    expect(targets.find((target) => target.name.includes('/home/loan '))).toMatchObject({ pass: false })
  })

  it("holds the page with its headers at its ceiling, above a first round trip's 10 segments of 1,460 bytes", () => {
    expect(firstRoundTripBytes).toBe(14_600)
    expect(pageCeilingBytes).toBeGreaterThan(firstRoundTripBytes)
    expect(pageTarget(pageCeilingBytes).pass).toBe(true)
    expect(pageTarget(pageCeilingBytes + 1).pass).toBe(false)
  })
})
