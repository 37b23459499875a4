// The fund records (資金明細, /user/capitalloglist): the user's ledger as it is, one row per
// entry, newest first, each with its kind, a category for the filter, and a title in the
// upstream's language, as the area that declares the kind gives them (the world's ledger kinds).
import type { HandlerMap } from '../core/handler.ts'
import { balanceCurrency } from '../core/ledger-kinds.ts'
import { entriesOf } from '../core/ledger.ts'
import { toDecimalString } from '../core/minor-units.ts'
import { pageOf } from '../core/paging.ts'
import { upstreamTime } from '../core/time.ts'
import { orderNumberOfRef } from './order-numbers.ts'

const balanceLabels = {
  twd: '可用TWD',
  usd: 'USD',
  usdt: 'USDT',
  frozenTwd: '凍結TWD',
  settlingTwd: '待交割TWD',
} as const

export const fundRecordHandlers = {
  '/user/capitalloglist': {
    secured: true,
    run({ world, user }, { page, type }) {
      const entries = entriesOf(world, user.id).filter(
        (entry) => type === undefined || world.ledgerKinds[entry.kind].category === type,
      )
      return pageOf(entries, page).map((entry) => {
        const { title, category } = world.ledgerKinds[entry.kind]
        const after = toDecimalString(entry.balanceAfter)
        return {
          id: entry.id,
          title,
          detailed: `${title}，${balanceLabels[entry.balance]}餘額 ${after}`,
          money: toDecimalString(entry.amount),
          currency: balanceCurrency[entry.balance],
          frozen: entry.balance === 'twd' || entry.balance === 'usd' || entry.balance === 'usdt' ? 0 : 1,
          balance_after: after,
          type: entry.kind,
          category,
          create_time: upstreamTime(entry.at),
          order_number: orderNumberOfRef(world, entry.ref),
        }
      })
    },
  },
} satisfies Partial<HandlerMap>
