// What a trading row says beyond its raw fields, as the cards and the detail screen show it.
import type { TFunction } from 'i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { formatMoney } from '../lib/format.ts'

type Row = ResponseData<'/trade/stockdetail'>

/** 融資 or 融券 for a credit row; null for a cash one. */
export function creditKind(row: Pick<Row, 'rzrq' | 'buyzd'>): 'margin' | 'short' | null {
  if (row.rzrq !== 1) return null
  return row.buyzd === 2 ? 'short' : 'margin'
}

/** What a row's fills still settle, with the day, or null when nothing is pending. */
export function unsettledText(row: Pick<Row, 'unsettled' | 'settle_date'>, t: TFunction<'trade'>): string | null {
  if (row.settle_date === null) return null
  // The day as 11/25: a line may end after the hyphen of 11-25, not inside 11/25.
  return t('settlesOn', { amount: formatMoney(row.unsettled), date: row.settle_date.slice(5).replace('-', '/') })
}
