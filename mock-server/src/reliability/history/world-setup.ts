// The accounts a run's clients share, made through the app's calls and the steering API as a
// test would make them: the demo investor (with its seeded history, coupons and cards), and
// new members who register, have their identity approved by the back office, set a fund
// password and bind a bank card. Each gets credit trading and 20,000,000 TWD through the
// ledger. Every call is recorded as client -1.
import { isTaiwanId } from '#rules/account.ts'

import type { Caller, Session } from './caller.ts'
import { Dice } from './dice.ts'

export interface HistoryAccount {
  account: string
  password: string
  /** A bank card of its own, for cash-outs. */
  cardId: number
}

export const demoInvestor = { account: '0912345678', password: 'demo1234' }
const memberPassword = 'history1234'
export const fundPassword = '123456'
const names = ['林志豪', '陳怡君', '王俊傑', '張雅婷', '李建宏', '黃淑芬', '吳承恩', '劉佳穎']

/** About four clients to an account: enough to race, few enough to keep within an account's ten sessions. */
export const accountsFor = (clients: number) => Math.min(names.length + 1, Math.max(1, Math.ceil(clients / 4)))

export async function login(caller: Caller, client: number, account: string, password: string): Promise<Session> {
  const answer = await caller.api(client, 'login', '/user/login', { account, password })
  if (answer.status !== 1) throw new Error(`history check: login of ${account} failed: ${answer.msg}`)
  return answer.data as Session
}

/** A national ID number with a valid check digit, distinct for each seed and index. */
function idNumber(dice: Dice): string {
  const body = `A1${String(dice.int(0, 9_999_999)).padStart(7, '0')}`
  for (let check = 0; check <= 9; check++) if (isTaiwanId(`${body}${check}`)) return `${body}${check}`
  throw new Error('history check: no check digit fits')
}

async function expectOk(answer: Promise<{ status: number; msg: string; path: string; data: unknown }>) {
  const done = await answer
  if (done.status !== 1) throw new Error(`history check: set-up call ${done.path} failed: ${done.msg}`)
  return done.data
}

async function member(caller: Caller, index: number, seed: number): Promise<HistoryAccount> {
  const dice = new Dice(seed, 'member', index)
  const account = `0977${String(dice.int(0, 9999)).padStart(4, '0')}${String(index).padStart(2, '0')}`
  const realname = names[index - 1]!
  await expectOk(
    caller.api(-1, 'register', '/user/register', {
      account,
      pwd: memberPassword,
      pwd1: memberPassword,
      inviter: '888888',
    }),
  )
  const session = await login(caller, -1, account, memberPassword)
  const [front, back] = [await caller.upload(-1, session), await caller.upload(-1, session)]
  await expectOk(
    caller.api(
      -1,
      'identity',
      '/user/shiming',
      { realname, id_card: idNumber(dice), frontcard: front.data, backcard: back.data },
      { session },
    ),
  )
  const reviews = (await expectOk(caller.admin(-1, 'review', 'GET', '/reviews'))) as { kind: string; id: number }[]
  const identity = reviews.find(
    (review) => review.kind === 'identity' && (review as { account?: string }).account === account,
  )
  if (identity === undefined) throw new Error(`history check: no identity review for ${account}`)
  await expectOk(
    caller.admin(-1, 'review', 'POST', '/reviews', { kind: 'identity', id: identity.id, decision: 'approve' }, account),
  )
  await expectOk(
    caller.api(
      -1,
      'fund-password',
      '/user/setPasswords',
      { new_pass: fundPassword, new_passs: fundPassword },
      { session },
    ),
  )
  const card = (await expectOk(
    caller.api(
      -1,
      'bank-card',
      '/user/addCard',
      {
        bank_num: `0081${String(dice.int(0, 99_999_999)).padStart(8, '0')}${String(index).padStart(2, '0')}`,
        bank_name: '玉山商業銀行',
        bank_address: '營業部',
        realname,
        bank_code: '808',
      },
      { session },
    ),
  )) as { id: number }
  return { account, password: memberPassword, cardId: card.id }
}

/** Makes the run's accounts: the demo investor first, then new members. */
export async function setUpAccounts(caller: Caller, count: number, seed: number): Promise<HistoryAccount[]> {
  const demoSession = await login(caller, -1, demoInvestor.account, demoInvestor.password)
  const cards = (await expectOk(caller.api(-1, 'read', '/user/cardList', {}, { session: demoSession }))) as {
    id: number
  }[]
  const accounts: HistoryAccount[] = [{ ...demoInvestor, cardId: cards[0]!.id }]
  for (let index = 1; index < count; index++) accounts.push(await member(caller, index, seed))
  for (const { account } of accounts)
    await expectOk(
      caller.admin(
        -1,
        'steer-account',
        'POST',
        '/accounts',
        { account, marginTrading: true, credit: { balance: 'twd', amount: '20000000' } },
        account,
      ),
    )
  return accounts
}
