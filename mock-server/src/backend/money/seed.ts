// Seeds the money area of a new world: the deposit channels, the demo accounts' coupons,
// and the demo investor's bank cards, USDT addresses and a history of deposits, cash-outs,
// exchanges, loans and a used coupon - through the same functions as the live calls and
// reviews, in the order they happened, at the rates of their days. The history nets to
// zero on every balance; the rejected cash-out in it costs the credit score.
import type { UserRecord } from '../core/collections.ts'
import { fromUnits, type Minor } from '../core/minor-units.ts'
import { hashPassword } from '../core/passwords.ts'
import type { World } from '../core/world.ts'
import { convert, type Currency } from './amounts.ts'
import { creditCoupon } from './coupons.ts'
import { decideDeposit, openDeposit } from './deposits.ts'
import { exchangeNow } from './exchange.ts'
import { bringLoansUpTo } from './loan-interest.ts'
import { openLoan, owedBy, repay } from './loans.ts'
import { currentQuote } from './quotes.ts'
import type { BankCardRecord, UsdtAddressRecord } from './records.ts'
import {
  channelPassword,
  demoCoupons,
  investorAddresses,
  investorCards,
  rechargeChannels,
  seededProofBytes,
  unusedProofPath,
} from './seed-data.ts'
import { decideWithdrawal, destinationOf, openWithdrawal } from './withdrawals.ts'

const day = 24 * 60 * 60 * 1000
const minute = 60 * 1000

function accountUser(world: World, account: string): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ account }))
  if (user === undefined) throw new Error(`money seed: no account ${account}`)
  return user
}

export async function seedMoney(world: World, now: number): Promise<void> {
  await seedChannels(world)
  for (const [index, coupon] of demoCoupons.entries()) {
    await world.db.coupons.create({
      id: world.ids.next('coupon'),
      userId: accountUser(world, coupon.account).id,
      name: coupon.name,
      money: fromUnits(coupon.money),
      remark: coupon.remark,
      // A minute apart, so that their order by expiry is fixed.
      expiresAt: now + coupon.expiresInDays * day + (index + 1) * minute,
      usedAt: null,
      orderNumber: '',
    })
  }
  await seedInvestorHistory(world, accountUser(world, '0912345678'), now)
}

async function seedChannels(world: World): Promise<void> {
  for (const [index, { withPassword, ...channel }] of rechargeChannels.entries()) {
    const id = world.ids.next('rechargeChannel')
    const passwordSalt = `recharge-channel-${id}`
    await world.db.rechargeChannels.create({
      id,
      ...channel,
      open: true,
      passwordSalt,
      passwordHash: withPassword ? await hashPassword(channelPassword, passwordSalt) : null,
      sortOrder: index + 1,
    })
  }
}

/** The investor's past, oldest first. */
async function seedInvestorHistory(world: World, user: UserRecord, now: number): Promise<void> {
  const { db } = world
  const ago = (days: number) => now - days * day
  const twdNow = () => db.users.findFirst((q) => q.where({ id: user.id }))?.balances.twd ?? 0
  const openingTwd = twdNow()

  const cards: BankCardRecord[] = []
  for (const { daysAgo, ...card } of investorCards) {
    cards.push(
      await db.bankCards.create({
        id: world.ids.next('bankCard'),
        userId: user.id,
        ...card,
        realname: user.realname,
        createdAt: ago(daysAgo),
      }),
    )
  }
  const addresses: UsdtAddressRecord[] = []
  for (const { daysAgo, ...address } of investorAddresses) {
    addresses.push(
      await db.usdtAddresses.create({
        id: world.ids.next('usdtAddress'),
        userId: user.id,
        ...address,
        createdAt: ago(daysAgo),
      }),
    )
  }

  const proof = async (at: number, path = `/storage/upload/seed/${user.id}-${at}.png`) => {
    world.files.put(path, { contentType: 'image/png', bytes: seededProofBytes })
    await db.uploads.create({ path, userId: user.id, contentType: 'image/png', size: seededProofBytes.byteLength, at })
    return path
  }
  const deposit = async (
    at: number,
    units: number,
    channelId: number,
    decision: 'approve' | 'reject',
    decidedAfterMs: number,
  ) => {
    const channel = db.rechargeChannels.findFirst((q) => q.where({ id: channelId }))
    if (channel === undefined) throw new Error(`money seed: no channel ${channelId}`)
    const record = await openDeposit(world, user, channel, fromUnits(units), await proof(at), at)
    await decideDeposit(world, record, decision, at + decidedAfterMs)
  }
  const withdraw = async (
    at: number,
    money: Minor,
    type: 'bank' | 'usdt',
    targetId: number,
    decision: 'approve' | 'reject',
    decidedAfterMs: number,
  ) => {
    const record = await openWithdrawal(world, user, money, type, destinationOf(world, user, type, targetId), at)
    await decideWithdrawal(world, record, decision, at + decidedAfterMs)
  }
  // At the rates of the day: the walk's quote at that instant.
  const exchange = (at: number, money: Minor, from: Currency, to: Currency) =>
    exchangeNow(world, user, { from, to, money, toMoney: convert(money, from, to, currentQuote(world, at)) }, at)
  const repayEverything = async (at: number) => {
    await bringLoansUpTo(world, at, user.id)
    await repay(world, user, owedBy(world, user.id), at)
  }
  const useCoupon = async (at: number, name: string) => {
    const coupon = db.coupons.findMany((q) => q.where({ userId: user.id })).find((candidate) => candidate.name === name)
    if (coupon === undefined) throw new Error(`money seed: no coupon ${name}`)
    await creditCoupon(world, user, coupon, at)
  }
  const [bankCard, secondCard] = cards
  const [trcAddress] = addresses
  if (bankCard === undefined || secondCard === undefined || trcAddress === undefined)
    throw new Error('money seed: cards and addresses')

  // TWD: +200,000, a 7-day loan of 20,000 repaid with 5 days of interest (-20,050), -150,000,
  // 3,245 to USD and the USD back at the walk's rates of those days, +1,000, a rejected
  // cash-out (held, returned; it costs the credit score 5), then the USDT cash-out that brings
  // the balance back to where it opened, counting the loan in progress that follows
  // (100,000 borrowed yesterday for 30 days, 30,000 repaid the same evening: 70,000 owed, no
  // full day yet, so no interest). USD: bought and sold back; held TWD: every hold settled.
  const loanInProgress = { borrowed: fromUnits(100_000), repaid: fromUnits(30_000) }
  await deposit(ago(85), 200_000, 1, 'approve', 20 * minute)
  await openLoan(world, user, fromUnits(20_000), 7, ago(80))
  await repayEverything(ago(75))
  await withdraw(ago(50), fromUnits(150_000), 'bank', bankCard.id, 'approve', 120 * minute)
  const bought = await exchange(ago(45), fromUnits(3_245), 'TWD', 'USD')
  await deposit(ago(40), 50_000, 2, 'reject', 60 * minute)
  await exchange(ago(25), bought.toMoney, 'USD', 'TWD')
  await useCoupon(ago(20), '手續費補貼券')
  await withdraw(ago(10), fromUnits(20_000), 'bank', secondCard.id, 'reject', 60 * minute)
  await withdraw(
    ago(3),
    twdNow() - openingTwd + loanInProgress.borrowed - loanInProgress.repaid,
    'usdt',
    trcAddress.id,
    'approve',
    120 * minute,
  )
  await proof(ago(1), unusedProofPath)
  // Sunday 14:00 and 20:00 before the default start (Monday 09:30).
  await openLoan(world, user, loanInProgress.borrowed, 30, ago(1) + 270 * minute)
  await repay(world, user, loanInProgress.repaid, ago(1) + 630 * minute)
}
