// Identity verification and the two passwords, through the backend core as a client calls them.
import { describe, expect, it } from 'vitest'

import {
  admin,
  demo,
  type Login,
  login,
  post,
  sampleFiles,
  snapshot,
  testBackend,
  testStart,
  upload,
} from '../../test-support.ts'
import { fundPasswordPolicy } from '../core/fund-password.ts'
import { demoFundPassword } from '../core/seed-data.ts'

const photos = (account: string) => ({
  frontcard: `/storage/idcard/${account}-front.jpg`,
  backcard: `/storage/idcard/${account}-back.jpg`,
})

/** The new member's verification as the contract example sends it (photos seeded as their uploads). */
const identity = { realname: '黃雅婷', id_card: 'H224680135', ...photos(demo.unverified) }

async function setUp(account: string = demo.unverified) {
  const { backend, problems } = testBackend()
  const session = await login(backend, account)
  const world = await backend.worlds.get('default')
  const call = (path: string, body: unknown, who: Login = session) => post(backend, path, body, who.headers)
  const info = async (who: Login = session) =>
    (await call('/user/getUserinfo', {}, who)).body.data as Record<string, unknown>
  return { backend, problems, session, world, call, info }
}

describe('/user/shiming', () => {
  it('sends the verification for review: is_true 3 with the data sent, and an identity review', async () => {
    const { backend, call, info, problems } = await setUp()
    expect((await call('/user/shiming', identity)).body).toEqual({ status: 1, msg: '', data: null })
    expect(await info()).toMatchObject({
      realname: '黃雅婷',
      id_card: 'H224680135',
      ...photos(demo.unverified),
      is_true: 3,
    })
    const reviews = (await admin(backend, 'GET', '/reviews')).body.data as Array<{ kind: string; account: string }>
    expect(reviews.filter((review) => review.account === demo.unverified)).toEqual([
      {
        kind: 'identity',
        id: 5,
        account: demo.unverified,
        summary: '黃雅婷, ID H224680135',
        submittedAt: '2026-11-23T09:30:00.000+08:00',
      },
    ])
    expect(problems).toEqual([])
  })

  it('trims the name and takes the ID letter in either case', async () => {
    const { call, info } = await setUp()
    expect(
      (await call('/user/shiming', { ...identity, realname: '  黃雅婷 ', id_card: ' h224680135' })).body.status,
    ).toBe(1)
    expect(await info()).toMatchObject({ realname: '黃雅婷', id_card: 'H224680135' })
  })

  it.each([
    ['a one-character name', { realname: '黃' }, 'realname_invalid', '請輸入正確的真實姓名'],
    ['a name of spaces', { realname: '   ' }, 'realname_invalid', '請輸入正確的真實姓名'],
    ['a name with digits', { realname: '黃雅婷2' }, 'realname_invalid', '請輸入正確的真實姓名'],
    ['a wrong check digit', { id_card: 'H224680136' }, 'id_card_invalid', '身分證字號格式錯誤'],
    ['a short ID number', { id_card: 'H22468013' }, 'id_card_invalid', '身分證字號格式錯誤'],
    ["the investor's ID number", { id_card: 'A123456789' }, 'id_card_taken', '該身分證字號已被其他帳號使用'],
    [
      'the ID number under review elsewhere',
      { id_card: 'B223456782' },
      'id_card_taken',
      '該身分證字號已被其他帳號使用',
    ],
    ['the same photo twice', { backcard: identity.frontcard }, 'idcard_photo_invalid', '證件照片無效，請重新上傳'],
    [
      "another user's photo",
      { frontcard: photos(demo.investor).frontcard },
      'idcard_photo_invalid',
      '證件照片無效，請重新上傳',
    ],
    [
      'a photo never uploaded',
      { backcard: '/storage/upload/20261123/000000000000000000000000.jpg' },
      'idcard_photo_invalid',
      '證件照片無效，請重新上傳',
    ],
  ])('refuses %s and changes nothing', async (_, change, id, msg) => {
    const { world, call, problems } = await setUp()
    const before = snapshot(world)
    const reply = await call('/user/shiming', { ...identity, ...change })
    expect(reply.body).toEqual({ status: 0, msg, data: null })
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it.each([
    ['a verified account', demo.investor, 'already_seat_account', '已是席位帳號'],
    ['an account under review', demo.underReview, 'identity_under_review', '實名認證審核中，請耐心等待'],
  ])('refuses %s', async (_, account, id, msg) => {
    const { world, call } = await setUp(account)
    const before = snapshot(world)
    const reply = await call('/user/shiming', { ...identity, ...photos(account), id_card: 'K120987651' })
    expect(reply.body.msg).toBe(msg)
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
  })

  it('takes photos the user uploaded through /common/upload1', async () => {
    const { backend, session, call, info } = await setUp()
    const front = (await upload(backend, { file: sampleFiles.jpeg }, session.headers)).body.data as string
    const back = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    expect((await call('/user/shiming', { ...identity, frontcard: front, backcard: back })).body.status).toBe(1)
    expect(await info()).toMatchObject({ frontcard: front, backcard: back, is_true: 3 })
  })

  it('is approved through the review: is_true 1, and a message says so', async () => {
    const { backend, call, info } = await setUp()
    await call('/user/shiming', identity)
    const decided = await admin(backend, 'POST', '/reviews', { kind: 'identity', id: 5, decision: 'approve' })
    expect(decided.body.status).toBe(1)
    expect(await info()).toMatchObject({ is_true: 1, realname: '黃雅婷' })
    const [message] = (await call('/user/notice', { page: 1, type: 2 })).body.data as Array<{
      title: string
      is_read: number
    }>
    expect(message).toMatchObject({ title: '身分驗證已通過', is_read: 0 })
    // Decided once only.
    expect((await admin(backend, 'POST', '/reviews', { kind: 'identity', id: 5, decision: 'reject' })).httpStatus).toBe(
      400,
    )
    expect((await call('/user/shiming', identity)).body.msg).toBe('已是席位帳號')
  })

  it('may be sent again after a rejection, and the ID number is then free for others', async () => {
    const { backend, call, info } = await setUp()
    await call('/user/shiming', identity)
    await admin(backend, 'POST', '/reviews', { kind: 'identity', id: 5, decision: 'reject' })
    expect(await info()).toMatchObject({ is_true: 2, realname: '黃雅婷', id_card: 'H224680135' })
    const [message] = (await call('/user/notice', { page: 1, type: 2 })).body.data as Array<{ title: string }>
    expect(message?.title).toBe('身分驗證未通過')

    // Another account may now use that number (nobody holds it verified or under review).
    const investor = await login(backend, demo.investor)
    expect((await post(backend, '/user/shiming', identity, investor.headers)).body.msg).toBe('已是席位帳號')
    expect((await call('/user/shiming', { ...identity, realname: '黃雅婷', id_card: 'K120987651' })).body.status).toBe(
      1,
    )
    expect(await info()).toMatchObject({ is_true: 3, id_card: 'K120987651' })
  })

  it('leaves nothing pending once the steering API verified the account directly', async () => {
    const { backend, call } = await setUp()
    await call('/user/shiming', identity)
    await admin(backend, 'POST', '/accounts', { account: demo.unverified, verification: 1 })
    const reviews = (await admin(backend, 'GET', '/reviews')).body.data as Array<{ account: string }>
    expect(reviews.map((review) => review.account)).not.toContain(demo.unverified)
    expect((await admin(backend, 'POST', '/reviews', { kind: 'identity', id: 5, decision: 'approve' })).body.msg).toBe(
      'no identity verification 5 waits for review',
    )
  })

  it('refuses a frozen account', async () => {
    const { backend, call } = await setUp()
    await admin(backend, 'POST', '/accounts', { account: demo.unverified, restrictions: { frozen: true } })
    expect((await call('/user/shiming', identity)).body.msg).toBe('帳號已凍結，請聯繫客服')
  })
})

describe('/user/setPasswords', () => {
  it('sets the first fund password, which then works for money calls', async () => {
    const { call, info, world } = await setUp()
    expect((await call('/user/setPasswords', { new_pass: '246810', new_passs: '246810' })).body).toEqual({
      status: 1,
      msg: '',
      data: null,
    })
    expect(await info()).toMatchObject({ passwords: 1 })
    const user = world.db.users.findFirst((q) => q.where({ account: demo.unverified }))
    expect(user?.fundPasswordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(user)).not.toContain('246810')
    expect(
      (await call('/user/changePasswords', { old_pass: '246810', new_pass: '135790', new_passs: '135790' })).body
        .status,
    ).toBe(1)
  })

  it.each([
    ['5 digits', { new_pass: '24681', new_passs: '24681' }, 'fund_password_format', '資金密碼需為6位數字'],
    ['letters', { new_pass: 'abcdef', new_passs: 'abcdef' }, 'fund_password_format', '資金密碼需為6位數字'],
    ['7 digits', { new_pass: '2468101', new_passs: '2468101' }, 'fund_password_format', '資金密碼需為6位數字'],
    [
      'full-width digits',
      { new_pass: '２４６８１０', new_passs: '２４６８１０' },
      'fund_password_format',
      '資金密碼需為6位數字',
    ],
    ['two different ones', { new_pass: '246810', new_passs: '246811' }, 'passwords_mismatch', '兩次輸入的密碼不一致'],
  ])('refuses %s and changes nothing', async (_, body, id, msg) => {
    const { world, call } = await setUp()
    const before = snapshot(world)
    const reply = await call('/user/setPasswords', body)
    expect(reply.body.msg).toBe(msg)
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
  })

  it('refuses a second fund password: it can only be changed', async () => {
    const { world, call } = await setUp(demo.investor)
    const before = snapshot(world)
    expect((await call('/user/setPasswords', { new_pass: '246810', new_passs: '246810' })).body.msg).toBe(
      '資金密碼已設置，請使用修改資金密碼',
    )
    expect(snapshot(world)).toBe(before)
  })
})

describe('/user/changePasswords', () => {
  const change = { old_pass: demoFundPassword, new_pass: '654321', new_passs: '654321' }

  it('changes the fund password: the old one no longer works', async () => {
    const { call } = await setUp(demo.investor)
    expect((await call('/user/changePasswords', change)).body.status).toBe(1)
    const back = await call('/user/changePasswords', {
      old_pass: demoFundPassword,
      new_pass: '111111',
      new_passs: '111111',
    })
    expect(back.body.msg).toBe('資金密碼錯誤')
    expect(
      (
        await call('/user/changePasswords', {
          old_pass: '654321',
          new_pass: demoFundPassword,
          new_passs: demoFundPassword,
        })
      ).body.status,
    ).toBe(1)
  })

  it.each([
    ['a malformed new one', { new_pass: '65432', new_passs: '65432' }, 'fund_password_format'],
    ['two different new ones', { new_passs: '654322' }, 'passwords_mismatch'],
    ['the same one again', { old_pass: '777777', new_pass: '777777', new_passs: '777777' }, 'password_unchanged'],
  ])('refuses %s before checking the current one (no attempt is used)', async (_, body, id) => {
    const { world, call } = await setUp(demo.investor)
    const before = snapshot(world)
    expect(
      (await call('/user/changePasswords', { ...change, old_pass: '000000', ...body })).headers['x-mock-error-id'],
    ).toBe(id)
    expect(snapshot(world)).toBe(before)
  })

  it('asks a user without a fund password to set one first', async () => {
    const { call } = await setUp()
    expect((await call('/user/changePasswords', change)).body.msg).toBe('請先設置資金密碼')
  })

  it(`locks after ${fundPasswordPolicy.maxWrong} wrong passwords, the right one included, until it ends`, async () => {
    const { backend, call } = await setUp(demo.investor)
    const wrong = { ...change, old_pass: '000000' }
    const answers: string[] = []
    for (let i = 0; i < fundPasswordPolicy.maxWrong; i++)
      answers.push((await call('/user/changePasswords', wrong)).body.msg)
    expect(answers).toEqual(Array.from({ length: fundPasswordPolicy.maxWrong }, () => '資金密碼錯誤'))
    expect((await call('/user/changePasswords', change)).body.msg).toBe('提交過於頻繁，請稍後再試')
    await admin(backend, 'POST', '/clock', { advanceMs: fundPasswordPolicy.lockMs + 1 })
    expect((await call('/user/changePasswords', change)).body.status).toBe(1)
  })
})

describe('/user/changePassword', () => {
  const change = { old_pass: demo.password, new_pass: 'newpass88', new_passs: 'newpass88' }

  it('changes the login password: the new one logs in, the old one no longer does', async () => {
    const { backend, call, problems } = await setUp(demo.investor)
    expect((await call('/user/changePassword', change)).body).toEqual({ status: 1, msg: '', data: null })
    expect((await post(backend, '/user/login', { account: demo.investor, password: demo.password })).body.msg).toBe(
      '帳號或密碼錯誤',
    )
    expect((await login(backend, demo.investor, 'newpass88')).account).toBe(demo.investor)
    expect(problems).toEqual([])
  })

  it("ends the account's other sessions and keeps the one that changed it", async () => {
    const { backend, call, session } = await setUp(demo.investor)
    const otherDevice = await login(backend, demo.investor)
    const otherUser = await login(backend, demo.underReview)
    await call('/user/changePassword', change)
    expect((await post(backend, '/user/getUserinfo', {}, otherDevice.headers)).httpStatus).toBe(401)
    expect((await post(backend, '/user/getUserinfo', {}, session.headers)).body.status).toBe(1)
    expect((await post(backend, '/user/getUserinfo', {}, otherUser.headers)).body.status).toBe(1)
  })

  it.each([
    ['a wrong current password', { old_pass: 'demo12345' }, 'wrong_original_password', '原密碼錯誤'],
    [
      'a new password of 5 characters',
      { new_pass: 'abcde', new_passs: 'abcde' },
      'password_length',
      '密碼長度需為6-20位',
    ],
    [
      'a new password of 21 characters',
      { new_pass: 'a'.repeat(21), new_passs: 'a'.repeat(21) },
      'password_length',
      '密碼長度需為6-20位',
    ],
    ['two different new ones', { new_passs: 'newpass89' }, 'passwords_mismatch', '兩次輸入的密碼不一致'],
    [
      'the same password again',
      { new_pass: demo.password, new_passs: demo.password },
      'password_unchanged',
      '新密碼不能與原密碼相同',
    ],
  ])('refuses %s', async (_, body, id, msg) => {
    const { backend, call } = await setUp(demo.investor)
    const reply = await call('/user/changePassword', { ...change, ...body })
    expect(reply.body.msg).toBe(msg)
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect((await login(backend, demo.investor)).account).toBe(demo.investor)
  })

  const windowMinutes = fundPasswordPolicy.windowMs / 60_000
  it(`locks after ${fundPasswordPolicy.maxWrong} wrong current passwords within ${windowMinutes} minutes`, async () => {
    const { backend, call } = await setUp(demo.investor)
    const wrong = { ...change, old_pass: 'guess-1' }
    for (let i = 0; i < fundPasswordPolicy.maxWrong - 1; i++)
      expect((await call('/user/changePassword', wrong)).body.msg).toBe('原密碼錯誤')
    // An old failure falls out of the window: still not locked after one more.
    await admin(backend, 'POST', '/clock', {
      set: new Date(testStart + fundPasswordPolicy.windowMs + 1000).toISOString(),
    })
    expect((await call('/user/changePassword', wrong)).body.msg).toBe('原密碼錯誤')
    for (let i = 0; i < fundPasswordPolicy.maxWrong - 1; i++) await call('/user/changePassword', wrong)
    expect((await call('/user/changePassword', change)).body.msg).toBe('提交過於頻繁，請稍後再試')
    // Logging in is not locked by it; changing is, until the lock ends.
    expect((await login(backend, demo.investor)).account).toBe(demo.investor)
    await admin(backend, 'POST', '/clock', { advanceMs: fundPasswordPolicy.lockMs })
    expect((await call('/user/changePassword', change)).body.status).toBe(1)
  })
})
