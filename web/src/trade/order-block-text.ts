// The reason beside a disabled confirm, in the reader's language, with its figures: the
// hours that would take the order, the band, the cash needed and available, when a locked
// holding can be sold.
import type { TFunction } from 'i18next'

import { formatCents } from '#rules/market.ts'

import { formatMoney } from '../lib/format.ts'
import type { OrderBlock } from './order-checks.ts'
import type { CreditType } from './order-preview.ts'

const money = (cents: number) => formatMoney(formatCents(cents))
/** An instant of the contract as Taipei's MM-DD HH:mm (it is sent in Taipei time). */
const when = (instant: string) => `${instant.slice(5, 10)} ${instant.slice(11, 16)}`

export function orderBlockText(block: OrderBlock, t: TFunction<'market'>, credit: CreditType): string {
  switch (block.reason) {
    case 'outside_trading_time':
      return t(`order.blocked.outside_trading_time.${block.hours}`)
    case 'beyond_price_limit':
      return t('order.blocked.beyond_price_limit', {
        down: formatCents(block.limits.limitDown),
        up: formatCents(block.limits.limitUp),
      })
    case 'fixed_price_only':
      return t('order.blocked.fixed_price_only', { close: formatCents(block.close) })
    case 'balance_insufficient':
      return t(block.market ? 'order.blocked.balance_insufficient_market' : 'order.blocked.balance_insufficient', {
        needed: money(block.needed),
        available: money(block.available),
        price: formatCents(block.worst),
      })
    case 'margin_not_enabled':
      return t('order.blocked.margin_not_enabled', { credit: t(`order.credit.${credit}`) })
    case 'sell_t_plus_one':
    case 'sell_after_minutes':
      return t(`order.blocked.${block.reason}`, { at: when(block.until) })
    default:
      return t(`order.blocked.${block.reason}`)
  }
}
