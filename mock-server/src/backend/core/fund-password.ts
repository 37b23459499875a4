// The fund password (資金密碼), asked for by cash-outs and other money calls. Wrong
// guesses are limited: after `maxWrong` wrong ones within `windowMs`, the fund password is
// locked for `lockMs` and every attempt answers 'submit too frequent' (the catalogue's
// message), so it cannot be guessed by trying.
import { raise } from './catalogue.ts'
import type { UserRecord } from './collections.ts'
import { verifyPassword } from './passwords.ts'
import type { World } from './world.ts'

export const fundPasswordPolicy = {
  maxWrong: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 30 * 60 * 1000,
} as const

/**
 * Checks the fund password, raising fund_password_not_set, submit_too_frequent (locked) or
 * wrong_fund_password. A wrong guess is recorded (and may lock); a right one clears them.
 */
export async function checkFundPassword(world: World, user: UserRecord, password: string, now: number): Promise<void> {
  if (user.fundPasswordHash === null) raise('fund_password_not_set')
  if (user.fundPasswordGuard.lockedUntil > now) raise('submit_too_frequent')
  const right = await verifyPassword(password, user.fundPasswordSalt, user.fundPasswordHash)
  const recent = user.fundPasswordGuard.failures.filter((at) => at > now - fundPasswordPolicy.windowMs)
  const failures = right ? [] : [...recent, now]
  const lockedUntil =
    failures.length >= fundPasswordPolicy.maxWrong
      ? now + fundPasswordPolicy.lockMs
      : user.fundPasswordGuard.lockedUntil
  if (right && user.fundPasswordGuard.failures.length === 0) return
  await world.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.fundPasswordGuard = {
        failures: failures.length >= fundPasswordPolicy.maxWrong ? [] : failures,
        lockedUntil,
      }
    },
  })
  if (!right) raise('wrong_fund_password')
}
