// The account's commission terms as the order box states them: the rate, the discount and
// the minimum ("0.1425% × 2.8折，最低 20 元"), so that the estimate says what it charges.
import type { TFunction } from 'i18next'

import {
  type CommissionSettings,
  discountTenths,
  formatCents,
  formatDiscount,
  fullRate,
  ratePercent,
} from '#rules/market.ts'

/** The terms in two parts that each stay on one line: the rate (with its separator) and the minimum. */
export function feeTermsParts(fees: CommissionSettings, t: TFunction<'market'>): [rate: string, minimum: string] {
  const rate =
    fees.discountPerMille >= fullRate
      ? t('preview.feeRate', { rate: ratePercent(fees.ratePpm) })
      : t('preview.feeRateDiscounted', {
          rate: ratePercent(fees.ratePpm),
          // 2.8折 in Chinese, × 0.28 in English.
          discount:
            t('preview.discountStyle') === 'tenths'
              ? discountTenths(fees.discountPerMille)
              : formatDiscount(fees.discountPerMille),
        })
  return [
    `${rate}${t('preview.feeSeparator')}`,
    t('preview.feeMinimum', { minimum: formatCents(fees.minimum).replace(/\.00$/, '') }),
  ]
}

export function feeTermsText(fees: CommissionSettings, t: TFunction<'market'>): string {
  return feeTermsParts(fees, t).join('')
}
