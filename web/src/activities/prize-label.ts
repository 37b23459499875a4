// How a prize reads: its cash amount, or 謝謝參與 for none.
import type { TFunction } from 'i18next'

import { formatMoney } from '../lib/format.ts'

export function prizeLabel(t: TFunction<'activities'>, prize: { type: 0 | 1; money: string }): string {
  return prize.type === 1 ? t('lottery.cash', { amount: formatMoney(prize.money) }) : t('lottery.nothing')
}
