// The fund records (資金明細, /user/capitalloglist): the user's ledger as it is, one row per
// entry, newest first, each with its kind, a category for the filter, and a title in the
// upstream's language. Every ledger kind must have a title and a category here: a new
// kind fails to compile until it does.
import type { components } from '#openapi/generated/api.ts'
import type { HandlerMap } from '../core/handler.ts'
import { entriesOf } from '../core/ledger.ts'
import { balanceCurrency, type LedgerKind } from '../core/ledger-kinds.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { assertMay } from '../core/restrictions.ts'
import { localDateTime } from './local-time.ts'
import { orderNumberOfRef } from './order-numbers.ts'
import { pageOf } from '../core/paging.ts'

export type FundCategory = components['schemas']['FundCategory']

export const ledgerKindInfo: Record<LedgerKind, { title: string; category: FundCategory }> = {
  opening: { title: '期初餘額', category: 'other' },
  adjustment: { title: '餘額調整', category: 'other' },
  buy: { title: '買入股票', category: 'trade' },
  sell: { title: '賣出股票', category: 'trade' },
  commission: { title: '手續費', category: 'trade' },
  tax: { title: '證券交易稅', category: 'trade' },
  order_hold: { title: '委託凍結', category: 'trade' },
  order_release: { title: '委託解凍', category: 'trade' },
  deposit: { title: '入金', category: 'deposit' },
  withdrawal_hold: { title: '出金凍結', category: 'withdrawal' },
  withdrawal_paid: { title: '出金', category: 'withdrawal' },
  withdrawal_refund: { title: '出金退回', category: 'withdrawal' },
  exchange_out: { title: '兌換轉出', category: 'exchange' },
  exchange_in: { title: '兌換轉入', category: 'exchange' },
  loan: { title: '借款', category: 'loan' },
  loan_repayment: { title: '還款', category: 'loan' },
  coupon: { title: '優惠券', category: 'coupon' },
  signin_reward: { title: '簽到獎勵', category: 'other' },
  lottery_prize: { title: '抽獎獎金', category: 'other' },
  newshare_hold: { title: '新股申購凍結', category: 'trade' },
  newshare_refund: { title: '新股申購退款', category: 'trade' },
  newshare_payment: { title: '新股中籤扣款', category: 'trade' },
  newshare_fee: { title: '新股申購手續費', category: 'trade' },
  block_buy: { title: '大宗交易買入', category: 'trade' },
  copy_subscribe: { title: '跟單投入', category: 'trade' },
  copy_payout: { title: '跟單收益', category: 'trade' },
}

const balanceLabels = { twd: '可用TWD', usd: 'USD', usdt: 'USDT', frozenTwd: '凍結TWD' } as const

export const fundRecordHandlers = {
  '/user/capitalloglist': {
    secured: true,
    run({ world, user }, { page, type }) {
      assertMay(user, 'use')
      const entries = entriesOf(world, user.id).filter((entry) => type === undefined || ledgerKindInfo[entry.kind].category === type)
      return pageOf(entries, page).map((entry) => {
        const { title, category } = ledgerKindInfo[entry.kind]
        const after = toDecimalString(entry.balanceAfter)
        return {
          id: entry.id,
          title,
          detailed: `${title}，${balanceLabels[entry.balance]}餘額 ${after}`,
          money: toDecimalString(entry.amount),
          currency: balanceCurrency[entry.balance],
          frozen: entry.balance === 'frozenTwd' ? 1 : 0,
          balance_after: after,
          type: entry.kind,
          category,
          create_time: localDateTime(entry.at),
          order_number: orderNumberOfRef(world, entry.ref),
        }
      })
    },
  },
} satisfies Partial<HandlerMap>
