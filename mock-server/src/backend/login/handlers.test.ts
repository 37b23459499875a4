// The rules of the `user` group: login, registration and what a new account looks like.
import { describe, expect, it } from 'vitest'

import { demo, login, post, snapshot, testBackend } from '../../test-support.ts'
import { verifyPassword } from '../core/passwords.ts'
import { demoAccounts, demoAgents } from '../core/seed-data.ts'
import { maxSessionsPerAccount } from './handlers.ts'

describe('/user/login', () => {
  it.each([
    ['an unknown account', { account: '0900000000', password: demo.password }, 'account_not_found', '帳號不存在'],
    ['a wrong password', { account: demo.investor, password: 'demo12345' }, 'wrong_credentials', '帳號或密碼錯誤'],
    [
      'the password in another case',
      { account: demo.investor, password: 'DEMO1234' },
      'wrong_credentials',
      '帳號或密碼錯誤',
    ],
    ['an empty password', { account: demo.investor, password: '' }, 'wrong_credentials', '帳號或密碼錯誤'],
    ['a frozen account', { account: demo.frozen, password: demo.password }, 'account_frozen', '帳號已凍結，請聯繫客服'],
    [
      'a login-forbidden account',
      { account: demo.loginForbidden, password: demo.password },
      'login_forbidden',
      '帳號已禁止登入，請聯繫客服',
    ],
    [
      'a frozen account with a wrong password',
      { account: demo.frozen, password: 'nope' },
      'wrong_credentials',
      '帳號或密碼錯誤',
    ],
  ])('refuses %s with its catalogue message and opens no session', async (_, body, id, msg) => {
    const { backend, problems } = testBackend()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await post(backend, '/user/login', body)
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 0, msg, data: null })
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it.each([demo.investor, demo.unverified, demo.underReview])('lets demo account %s in', async (account) => {
    const { backend } = testBackend()
    const session = await login(backend, account)
    expect(session.account).toBe(account)
  })
  it(`keeps the ${maxSessionsPerAccount} latest sessions of an account: one more login ends the oldest`, async () => {
    const { backend } = testBackend()
    const sessions = []
    for (let index = 0; index <= maxSessionsPerAccount; index++) sessions.push(await login(backend))
    const other = await login(backend, demo.unverified)
    const [oldest, ...kept] = sessions
    expect((await post(backend, '/user/getUserinfo', {}, oldest?.headers)).httpStatus).toBe(401)
    for (const session of [...kept, other])
      expect((await post(backend, '/user/getUserinfo', {}, session.headers)).body.status).toBe(1)
    const world = await backend.worlds.get('default')
    expect(world.db.sessions.findMany((q) => q.where({ account: demo.investor }))).toHaveLength(maxSessionsPerAccount)
  })
})

describe('passwords', () => {
  it('are stored hashed, never in clear text', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    const user = world.db.users.findFirst((q) => q.where({ account: demo.investor }))
    if (user === undefined) throw new Error('the investor is not seeded')
    expect(user.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(user.passwordHash).not.toContain(demo.password)
    expect(JSON.stringify(world.db.users.all())).not.toContain(demo.password)
    expect(await verifyPassword(demo.password, user.passwordSalt, user.passwordHash)).toBe(true)
    expect(await verifyPassword('demo1235', user.passwordSalt, user.passwordHash)).toBe(false)
    expect(await verifyPassword(demo.password, `${user.passwordSalt}x`, user.passwordHash)).toBe(false)
    expect(await verifyPassword(demo.password, user.passwordSalt, user.passwordHash.slice(1))).toBe(false)
  })

  it('use a different salt per account, so equal passwords hash differently', async () => {
    const { backend } = testBackend()
    const world = await backend.worlds.get('default')
    const hashes = new Set(world.db.users.all().map((user) => user.passwordHash))
    expect(hashes.size).toBe(demoAccounts.length)
  })
})

describe('/user/register', () => {
  const valid = { account: '0987654321', pwd: 'secret123', pwd1: 'secret123', inviter: demoAgents[0].code }

  it.each([
    ['an account of 9 digits', { account: '091234567' }, 'account_format', '請輸入正確的手機號碼'],
    ['an account of 11 digits', { account: '09123456789' }, 'account_format', '請輸入正確的手機號碼'],
    ['an account not starting with 09', { account: '0812345678' }, 'account_format', '請輸入正確的手機號碼'],
    ['an account with letters', { account: '09abcdefgh' }, 'account_format', '請輸入正確的手機號碼'],
    [
      'a bad account and a short password (account first)',
      { account: 'x', pwd: '1', pwd1: '2' },
      'account_format',
      '請輸入正確的手機號碼',
    ],
    ['a password of 5 characters', { pwd: '12345', pwd1: '12345' }, 'password_length', '密碼長度需為6-20位'],
    [
      'a password of 21 characters',
      { pwd: 'a'.repeat(21), pwd1: 'a'.repeat(21) },
      'password_length',
      '密碼長度需為6-20位',
    ],
    ['different passwords', { pwd1: 'secret124' }, 'passwords_mismatch', '兩次輸入的密碼不一致'],
    ['an account that exists', { account: demo.investor }, 'account_exists', '該手機號碼已註冊'],
    ['an unknown invitation code', { inviter: 'NOPE42' }, 'inviter_not_found', '邀請碼不存在'],
    ['an empty invitation code', { inviter: '' }, 'inviter_not_found', '邀請碼不存在'],
    ['an invitation code in the wrong case', { inviter: 'tw5678' }, 'inviter_not_found', '邀請碼不存在'],
  ])('refuses %s and creates nothing', async (_, change, id, msg) => {
    const { backend, problems } = testBackend()
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const reply = await post(backend, '/user/register', { ...valid, ...change })
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 0, msg, data: null })
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
    expect(problems).toEqual([])
  })

  it.each([
    ['6', 'abc123'],
    ['20', 'a'.repeat(20)],
  ])('accepts a password of %s characters', async (_, pwd) => {
    const { backend } = testBackend()
    expect((await post(backend, '/user/register', { ...valid, pwd, pwd1: pwd })).body).toEqual({
      status: 1,
      msg: '',
      data: null,
    })
  })

  it.each([
    ["the agent's code", demoAgents[0].code],
    ["a member's own code", 'TW5678'],
  ])('creates an account invited with %s, which can then log in with zero balances', async (_, inviter) => {
    const { backend, problems } = testBackend()
    const reply = await post(backend, '/user/register', { ...valid, inviter })
    expect(reply.httpStatus).toBe(200)
    expect(reply.body).toEqual({ status: 1, msg: '', data: null })

    const session = await login(backend, valid.account, valid.pwd)
    const info = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(info.body).toEqual({
      status: 1,
      msg: '',
      data: {
        account: '0987654321',
        realname: '',
        id_card: '',
        frontcard: '',
        backcard: '',
        is_true: 0,
        passwords: 0,
        money: '0.00',
        usd_money: '0.00',
        usdt_money: '0.00',
        freeze_money: '0.00',
        payable_money: '0.00',
        receivable_money: '0.00',
        stock_money: '0.00',
        credit_money: '0.00',
        usd_value: '0.00',
        usdt_value: '0.00',
        yingkui: '0.00',
        today_yingkui: '0.00',
        xyf: 100,
        invite_code: `TW4321${demoAccounts.length + 1}`,
        // Not verified yet: the full commission rate.
        fee_discount: '1',
      },
    })

    const world = await backend.worlds.get('default')
    const user = world.db.users.findFirst((q) => q.where({ account: valid.account }))
    if (user === undefined) throw new Error('the new user is missing')
    expect(user.invitedBy).toBe(inviter)
    expect(user.id).toBe(demoAccounts.length + 1)
    expect(user.passwordHash).not.toContain(valid.pwd)
    expect(await verifyPassword(valid.pwd, user.passwordSalt, user.passwordHash)).toBe(true)
    expect(problems).toEqual([])
  })

  it("accepts a newly registered member's invitation code", async () => {
    const { backend } = testBackend()
    await post(backend, '/user/register', valid)
    const second = await post(backend, '/user/register', {
      ...valid,
      account: '0911111111',
      inviter: `TW4321${demoAccounts.length + 1}`,
    })
    expect(second.body.status).toBe(1)
  })

  it('refuses the same account twice, and the first password still works', async () => {
    const { backend } = testBackend()
    await post(backend, '/user/register', valid)
    const again = await post(backend, '/user/register', { ...valid, pwd: 'other123', pwd1: 'other123' })
    expect(again.body.msg).toBe('該手機號碼已註冊')
    expect((await post(backend, '/user/login', { account: valid.account, password: 'other123' })).body.msg).toBe(
      '帳號或密碼錯誤',
    )
    expect((await login(backend, valid.account, valid.pwd)).account).toBe(valid.account)
  })
})

describe('/user/getUserinfo', () => {
  it('refuses a user frozen after logging in', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const world = await backend.worlds.get('default')
    await world.db.users.update((q) => q.where({ account: demo.investor }), {
      data(user) {
        user.restrictions.frozen = true
      },
    })
    const reply = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(reply.body).toEqual({ status: 0, msg: '帳號已凍結，請聯繫客服', data: null })
  })

  it.each([
    [demo.unverified, { realname: '', is_true: 0, passwords: 0, money: '50000.00', frontcard: '' }],
    [
      demo.underReview,
      {
        realname: '林美玲',
        is_true: 3,
        passwords: 0,
        money: '0.00',
        frontcard: '/storage/idcard/0933555777-front.jpg',
      },
    ],
  ])('describes demo account %s', async (account, expected) => {
    const { backend } = testBackend()
    const session = await login(backend, account)
    const reply = await post(backend, '/user/getUserinfo', {}, session.headers)
    expect(reply.body.data).toMatchObject({ account, ...expected })
  })
})
