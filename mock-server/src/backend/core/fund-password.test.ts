import { describe, expect, it } from 'vitest'

import { demo, testBackend, testStart } from '../../test-support.ts'
import { CatalogueError } from './catalogue.ts'
import { checkFundPassword, fundPasswordPolicy } from './fund-password.ts'
import { demoFundPassword } from './seed-data.ts'

async function setUp(account: string = demo.investor) {
  const { backend } = testBackend()
  const world = await backend.worlds.get('default')
  const user = () => {
    const found = world.db.users.findFirst((q) => q.where({ account }))
    if (found === undefined) throw new Error(`no ${account}`)
    return found
  }
  const attempt = (password: string, at: number) =>
    checkFundPassword(world, user(), password, at).then(
      () => 'ok',
      (error: unknown) => (error instanceof CatalogueError ? error.id : Promise.reject(error)),
    )
  return { attempt, user }
}

describe('checkFundPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const { attempt } = await setUp()
    expect(await attempt(demoFundPassword, testStart)).toBe('ok')
    expect(await attempt('654321', testStart)).toBe('wrong_fund_password')
  })

  it('asks for a fund password to be set first when there is none', async () => {
    const { attempt } = await setUp(demo.unverified)
    expect(await attempt('123456', testStart)).toBe('fund_password_not_set')
  })

  it(`locks after ${fundPasswordPolicy.maxWrong} wrong guesses, even the right one, until the lock ends`, async () => {
    const { attempt } = await setUp()
    const results: string[] = []
    for (let i = 0; i < fundPasswordPolicy.maxWrong; i++) results.push(await attempt('000000', testStart + i * 1000))
    expect(results).toEqual(Array.from({ length: fundPasswordPolicy.maxWrong }, () => 'wrong_fund_password'))
    expect(await attempt(demoFundPassword, testStart + 10_000)).toBe('submit_too_frequent')
    const unlocked = testStart + 4_000 + fundPasswordPolicy.lockMs
    expect(await attempt(demoFundPassword, unlocked - 1)).toBe('submit_too_frequent')
    expect(await attempt(demoFundPassword, unlocked + 1)).toBe('ok')
  })

  it('forgets wrong guesses older than the window, and after a right one', async () => {
    const { attempt, user } = await setUp()
    for (let i = 0; i < fundPasswordPolicy.maxWrong - 1; i++) await attempt('000000', testStart)
    expect(await attempt('000000', testStart + fundPasswordPolicy.windowMs + 1)).toBe('wrong_fund_password')
    expect(user().fundPasswordGuard.failures).toHaveLength(1)
    expect(await attempt(demoFundPassword, testStart + fundPasswordPolicy.windowMs + 2)).toBe('ok')
    expect(user().fundPasswordGuard).toEqual({ failures: [], lockedUntil: 0 })
  })
})
