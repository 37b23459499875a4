// Setting and changing the fund password (資金密碼) and changing the login password. The
// current fund password is checked by the shared checkFundPassword (with its attempt
// limit and lock); the current login password gets a guard of the same policy, so neither
// can be found by trying. Every rule on the new password is checked before the current
// one, so a malformed request never costs an attempt.
import type { RequestBody } from '#openapi/operations.ts'
import { fundPasswordPattern, loginPasswordLength } from '#rules/account.ts'

import { raise } from '../core/catalogue.ts'
import type { SessionRecord, UserRecord } from '../core/collections.ts'
import { checkFundPassword, fundPasswordPolicy } from '../core/fund-password.ts'
import { hashPassword, verifyPassword } from '../core/passwords.ts'
import { newSessionToken } from '../core/tokens.ts'
import type { World } from '../core/world.ts'

function checkNewFundPassword(newPass: string, confirmation: string): void {
  if (!fundPasswordPattern.test(newPass)) raise('fund_password_format')
  if (newPass !== confirmation) raise('passwords_mismatch')
}

/** A fresh random salt and the password's hash with it. */
async function saltedHash(password: string): Promise<{ salt: string; hash: string }> {
  const salt = newSessionToken()
  return { salt, hash: await hashPassword(password, salt) }
}

async function storeFundPassword(world: World, user: UserRecord, password: string): Promise<void> {
  const { salt, hash } = await saltedHash(password)
  await world.db.users.update((q) => q.where({ id: user.id }), {
    data: (draft) =>
      void Object.assign(draft, {
        fundPasswordSalt: salt,
        fundPasswordHash: hash,
        fundPasswordGuard: { failures: [], lockedUntil: 0 },
      }),
  })
}

export async function setFundPassword(
  world: World,
  user: UserRecord,
  body: RequestBody<'/user/setPasswords'>,
): Promise<void> {
  if (user.fundPasswordHash !== null) raise('fund_password_already_set')
  checkNewFundPassword(body.new_pass, body.new_passs)
  await storeFundPassword(world, user, body.new_pass)
}

export async function changeFundPassword(
  world: World,
  user: UserRecord,
  body: RequestBody<'/user/changePasswords'>,
  now: number,
): Promise<void> {
  if (user.fundPasswordHash === null) raise('fund_password_not_set')
  checkNewFundPassword(body.new_pass, body.new_passs)
  if (body.new_pass === body.old_pass) raise('password_unchanged')
  await checkFundPassword(world, user, body.old_pass, now)
  await storeFundPassword(world, user, body.new_pass)
}

/**
 * Checks the current login password against its guard: locked -> submit_too_frequent;
 * wrong -> the failure is recorded (locking after too many) and wrong_original_password.
 */
async function checkCurrentLoginPassword(world: World, user: UserRecord, password: string, now: number): Promise<void> {
  const guard = world.db.loginPasswordGuards.findFirst((q) => q.where({ userId: user.id }))
  if (guard !== undefined && guard.lockedUntil > now) raise('submit_too_frequent')
  if (await verifyPassword(password, user.passwordSalt, user.passwordHash)) return
  const failures = [...(guard?.failures ?? []).filter((at) => at > now - fundPasswordPolicy.windowMs), now]
  const locked = failures.length >= fundPasswordPolicy.maxWrong
  const next = {
    userId: user.id,
    failures: locked ? [] : failures,
    lockedUntil: locked ? now + fundPasswordPolicy.lockMs : (guard?.lockedUntil ?? 0),
  }
  if (guard === undefined) await world.db.loginPasswordGuards.create(next)
  else
    await world.db.loginPasswordGuards.update((q) => q.where({ userId: user.id }), {
      data: (draft) => void Object.assign(draft, next),
    })
  raise('wrong_original_password')
}

export async function changeLoginPassword(
  world: World,
  user: UserRecord,
  session: SessionRecord,
  body: RequestBody<'/user/changePassword'>,
  now: number,
): Promise<void> {
  const { new_pass: newPass } = body
  if (newPass.length < loginPasswordLength.min || newPass.length > loginPasswordLength.max) raise('password_length')
  if (newPass !== body.new_passs) raise('passwords_mismatch')
  if (newPass === body.old_pass) raise('password_unchanged')
  await checkCurrentLoginPassword(world, user, body.old_pass, now)

  const { salt, hash } = await saltedHash(newPass)
  await world.db.users.update((q) => q.where({ id: user.id }), {
    data: (draft) => void Object.assign(draft, { passwordSalt: salt, passwordHash: hash }),
  })
  world.db.loginPasswordGuards.delete((q) => q.where({ userId: user.id }))
  // Whoever else held the old password is signed out; this device stays in.
  world.db.sessions.deleteMany((q) => q.where({ userId: user.id, token: (token) => token !== session.token }))
}
