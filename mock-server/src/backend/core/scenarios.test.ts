import { describe, expect, it } from 'vitest'

import { type Fault, maxPendingScenarios, Scenarios } from './scenarios.ts'

const fault = (path: string, kind: Fault['kind'], remaining = 1): Fault => ({
  path,
  kind,
  delayMs: undefined,
  status: undefined,
  remaining,
})

describe('forced errors', () => {
  it('answer the next `times` calls of their path, then stop', () => {
    const scenarios = new Scenarios()
    scenarios.addForcedError({ path: '/user/login', id: 'account_frozen', params: {}, remaining: 2 })
    expect(scenarios.takeForcedError('/common/config')).toBeUndefined()
    expect(scenarios.takeForcedError('/user/login')).toEqual({
      path: '/user/login',
      id: 'account_frozen',
      params: {},
      remaining: 1,
    })
    expect(scenarios.forcedErrors).toHaveLength(1)
    expect(scenarios.takeForcedError('/user/login')).toEqual({
      path: '/user/login',
      id: 'account_frozen',
      params: {},
      remaining: 0,
    })
    expect(scenarios.forcedErrors).toHaveLength(0)
    expect(scenarios.takeForcedError('/user/login')).toBeUndefined()
  })

  it('are used in the order they were added', () => {
    const scenarios = new Scenarios()
    scenarios.addForcedError({ path: '/user/login', id: 'account_frozen', params: {}, remaining: 1 })
    scenarios.addForcedError({ path: '/user/login', id: 'login_forbidden', params: {}, remaining: 1 })
    expect(scenarios.takeForcedError('/user/login')?.id).toBe('account_frozen')
    expect(scenarios.takeForcedError('/user/login')?.id).toBe('login_forbidden')
  })

  it('hand out a copy, so a caller cannot change the pending count', () => {
    const scenarios = new Scenarios()
    scenarios.addForcedError({ path: '/user/login', id: 'account_frozen', params: {}, remaining: 3 })
    const taken = scenarios.takeForcedError('/user/login')
    if (taken === undefined) throw new Error('expected a forced error')
    taken.remaining = 100
    expect(scenarios.forcedErrors[0]?.remaining).toBe(2)
  })

  it(`are bounded at ${maxPendingScenarios}`, () => {
    const scenarios = new Scenarios()
    for (let i = 0; i < maxPendingScenarios; i++)
      scenarios.addForcedError({ path: '/user/login', id: 'system_busy', params: {}, remaining: 1 })
    expect(() =>
      scenarios.addForcedError({ path: '/user/login', id: 'system_busy', params: {}, remaining: 1 }),
    ).toThrow(new RangeError('too many pending forced errors'))
    expect(scenarios.forcedErrors).toHaveLength(100)
  })

  it('clear', () => {
    const scenarios = new Scenarios()
    scenarios.addForcedError({ path: '/user/login', id: 'system_busy', params: {}, remaining: 5 })
    scenarios.clearForcedErrors()
    expect(scenarios.takeForcedError('/user/login')).toBeUndefined()
  })
})

describe('faults', () => {
  it('apply to their own path only', () => {
    const scenarios = new Scenarios()
    scenarios.addFault(fault('/user/login', 'reset'))
    expect(scenarios.takeFault('/common/config')).toBeUndefined()
    expect(scenarios.takeFault('/user/login')?.kind).toBe('reset')
    expect(scenarios.takeFault('/user/login')).toBeUndefined()
  })

  it('with path * apply to every path and count every call', () => {
    const scenarios = new Scenarios()
    scenarios.addFault(fault('*', 'html', 2))
    expect(scenarios.takeFault('/user/login')).toEqual(fault('*', 'html', 1))
    expect(scenarios.takeFault('/common/config')).toEqual(fault('*', 'html', 0))
    expect(scenarios.takeFault('/user/getUserinfo')).toBeUndefined()
  })

  it('are taken first come, first served between * and a path', () => {
    const scenarios = new Scenarios()
    scenarios.addFault(fault('/user/login', 'reset'))
    scenarios.addFault(fault('*', 'malformed'))
    expect(scenarios.takeFault('/common/config')?.kind).toBe('malformed')
    expect(scenarios.takeFault('/user/login')?.kind).toBe('reset')
  })

  it(`are bounded at ${maxPendingScenarios}`, () => {
    const scenarios = new Scenarios()
    for (let i = 0; i < maxPendingScenarios; i++) scenarios.addFault(fault('*', 'delay'))
    expect(() => scenarios.addFault(fault('*', 'delay'))).toThrow(new RangeError('too many pending faults'))
    expect(scenarios.faults).toHaveLength(100)
  })

  it('clear without touching forced errors', () => {
    const scenarios = new Scenarios()
    scenarios.addFault(fault('*', 'delay', 3))
    scenarios.addForcedError({ path: '/user/login', id: 'system_busy', params: {}, remaining: 1 })
    scenarios.clearFaults()
    expect(scenarios.faults).toEqual([])
    expect(scenarios.forcedErrors).toHaveLength(1)
  })
})
