// Deposits (入金): the window and bounds, the channels, the request with its transfer proof,
// and the broker's review that credits it.
import type { ResponseData } from '#openapi/operations.ts'

import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { newestPage } from '../core/paging.ts'
import { verifyPassword } from '../core/passwords.ts'
import type { ReviewDecision } from '../core/reviews.ts'
import { upstreamTime, upstreamTimeOrEmpty } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { amountText, parseAmount, rateText, usdtToDeposit } from './amounts.ts'
import { assertNotTooFrequent, latestOf } from './frequency.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import { moneyPolicy } from './policy.ts'
import { currentQuote } from './quotes.ts'
import { nextQuoteAt, type Quote } from './rates.ts'
import type { DepositRecord, RechargeChannelRecord } from './records.ts'
import { userById } from './users.ts'
import { isInside, windowAnswer, windowTimes } from './windows.ts'

const policy = moneyPolicy.deposit

export function depositAnswer(deposit: DepositRecord): ResponseData<'/user/chongzhi'> {
  return {
    id: deposit.id,
    order_number: deposit.orderNumber,
    money: toDecimalString(deposit.money),
    channel_name: deposit.channelName,
    ...(deposit.channelNameEn === '' ? {} : { channel_name_en: deposit.channelNameEn }),
    channel_type: deposit.channelType,
    pay_money: toDecimalString(deposit.payMoney),
    pay_currency: deposit.payCurrency,
    pay_img: deposit.payImg,
    status: deposit.status,
    create_time: upstreamTime(deposit.createdAt),
    review_time: upstreamTimeOrEmpty(deposit.reviewedAt),
  }
}

function channelAnswer(channel: RechargeChannelRecord, quote: Quote): ResponseData<'/common/recharge_channel'>[number] {
  return {
    id: channel.id,
    name: channel.name,
    ...(channel.nameEn === '' ? {} : { name_en: channel.nameEn }),
    type: channel.type,
    bank_name: channel.bankName,
    bank_code: channel.bankCode,
    bank_num: channel.bankNum,
    realname: channel.realname,
    bank_address: channel.bankAddress,
    network: channel.network,
    address: channel.address,
    rate: channel.type === 'usdt' ? rateText(quote.USDT.sell) : '',
    need_password: channel.passwordHash === null ? 0 : 1,
  }
}

/** Credits an approved deposit, or marks it rejected; `at` is when the decision is made. */
export async function decideDeposit(
  world: World,
  deposit: DepositRecord,
  decision: ReviewDecision,
  at: number,
): Promise<void> {
  if (decision === 'approve') {
    const user = userById(world, deposit.userId)
    await post(world, {
      user,
      ref: refOf('deposit', deposit.id),
      at,
      movements: [{ balance: 'twd', amount: deposit.money, kind: 'deposit' }],
    })
  }
  await world.db.deposits.update((q) => q.where({ id: deposit.id }), {
    data(draft) {
      draft.status = decision === 'approve' ? 1 : 2
      draft.reviewedAt = at
    },
  })
}

/** Records a deposit request, pending review; a USDT channel's amount is fixed at the rate of the request. */
export async function openDeposit(
  world: World,
  user: UserRecord,
  channel: RechargeChannelRecord,
  money: Minor,
  payImg: string,
  at: number,
): Promise<DepositRecord> {
  const id = world.ids.next('deposit')
  const usdt = channel.type === 'usdt'
  return world.db.deposits.create({
    id,
    userId: user.id,
    orderNumber: orderNumber('deposit', at, id),
    money,
    channelId: channel.id,
    channelName: channel.name,
    channelNameEn: channel.nameEn,
    channelType: channel.type,
    payMoney: usdt ? usdtToDeposit(money, currentQuote(world, at)) : money,
    payCurrency: usdt ? 'USDT' : 'TWD',
    payImg,
    status: 0,
    createdAt: at,
    reviewedAt: null,
  })
}

export const depositHandlers = {
  '/user/ischongzhi': {
    secured: true,
    // The window opens and closes on whole minutes (windows.ts): read by the minute.
    run({ minute }) {
      return {
        ...windowAnswer(policy.window, minute),
        min_money: toDecimalString(policy.min),
        max_money: toDecimalString(policy.max),
      }
    },
  },

  '/common/recharge_channel': {
    secured: true,
    run(context) {
      const { world, now } = context
      // The USDT channels show the quote in force: it holds until the next one is made.
      context.holdsUntil(nextQuoteAt(now))
      const quote = currentQuote(world, now)
      return world.db.rechargeChannels
        .findMany((q) => q.where({ open: true }))
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((channel) => channelAnswer(channel, quote))
    },
  },

  '/user/chongzhi': {
    secured: true,
    async run({ world, user, now }, body) {
      if (!isInside(policy.window, now)) raise('deposit_time_window', windowTimes(policy.window))
      const money = parseAmount(body.money)
      if (money < policy.min || money > policy.max)
        raise('deposit_amount_limit', { min: amountText(policy.min), max: amountText(policy.max) })
      const channel = world.db.rechargeChannels.findFirst((q) => q.where({ id: body.id, open: true }))
      if (channel === undefined) raise('recharge_channel_not_found')
      if (
        channel.passwordHash !== null &&
        !(await verifyPassword(body.password ?? '', channel.passwordSalt, channel.passwordHash))
      ) {
        raise('wrong_channel_password')
      }
      // The proof must be a file this user uploaded: never another user's, never a made-up path.
      const proof = world.db.uploads.findFirst((q) => q.where({ path: body.pay_img, userId: user.id }))
      if (proof === undefined) raise('recharge_proof_required')
      const own = world.db.deposits.findMany((q) => q.where({ userId: user.id }))
      assertNotTooFrequent(latestOf(own), now, policy.minIntervalMs)

      const deposit = await openDeposit(world, user, channel, money, proof.path, now)
      return depositAnswer(deposit)
    },
  },

  '/user/chongzhilist': {
    secured: true,
    run({ world, user }, { page }) {
      return newestPage(
        world.db.deposits.findMany((q) => q.where({ userId: user.id })),
        page,
        depositAnswer,
      )
    },
  },
} satisfies Partial<HandlerMap>
