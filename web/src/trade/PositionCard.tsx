// One holding or order of the user, as a card: what it is (cash or credit, filled in full
// or in part), its numbers (what waits for settlement, a credit holding's loan and
// maintenance ratio), and what can be done with it (sell a holding, cancel a pending
// order, open the detail).
import Button from 'antd-mobile/es/components/button'
import Tag from 'antd-mobile/es/components/tag'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { FigureList } from '../components/market/FigureList.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { statusColors } from '../components/status-colors.ts'
import { formatMoney } from '../lib/format.ts'
import styles from './PositionCard.module.css'
import { creditKind, unsettledText } from './row-figures.ts'

export type PositionRow = ResponseData<'/trade/stockdetail'>

// A record's state as the app's other state tags (reviews, verification): an outline in a
// colour that reads on white at the tag's small size. Filled, the grey of the ended states
// was a dark block with small white text, read as a disabled control.
const stateColors = {
  1: statusColors.danger,
  2: statusColors.neutral,
  3: statusColors.warning,
  4: statusColors.neutral,
  5: statusColors.neutral,
} as const

/** Figures shown only when they say something: a figure is left out when its value is null. */
const present = (figures: ReadonlyArray<readonly [string, ReactNode | null]>): Array<[string, ReactNode]> =>
  figures.filter((figure): figure is [string, ReactNode] => figure[1] !== null)

export function PositionCard({ row, actions }: { row: PositionRow; actions?: ReactNode }) {
  const { t } = useTranslation('trade')
  const quantity = row.lingu === 1 ? t('shares', { count: row.stock_num }) : t('lots', { count: row.stock_num / 1000 })
  const credit = creditKind(row)
  const partly = row.status !== 1 && row.status !== 2 && row.filled_num > 0
  // An order refused after it was accepted ended unfilled (5) with its reason.
  const refused = row.status === 5 && typeof row.reason === 'string'
  const filled = partly ? t('filledOf', { filled: row.filled_num, total: row.stock_num }) : null
  const unsettled = unsettledText(row, t)
  const figures: Array<[string, ReactNode]> =
    row.status === 1
      ? present([
          [t('fields.quantity'), quantity],
          [t('fields.cost'), row.buy_price ?? '--'],
          [t('fields.price'), row.price],
          [t('fields.marketValue'), formatMoney(row.market_value ?? '0')],
          [t('fields.pnl'), <PriceChange key="pnl" value={row.yingkui} money />],
          [t('fields.pnlRate'), <PriceChange key="rate" value={row.yingkui_rate} percent />],
          [t('fields.sellable'), row.lock === 'none' ? String(row.sellable) : t(`lock.${row.lock}`)],
          [t('fields.loan'), credit === 'margin' ? formatMoney(row.loan) : null],
          [t('fields.maintenance'), row.maintenance === null ? null : `${row.maintenance}%`],
          [t('fields.unsettled'), unsettled],
        ])
      : row.status === 2
        ? present([
            [t('fields.quantity'), quantity],
            [t('fields.buyPrice'), row.buy_price ?? '--'],
            [t('fields.sellPrice'), row.sell_price ?? '--'],
            [t('fields.realised'), <PriceChange key="pnl" value={row.yingkui} money />],
            [t('fields.unsettled'), unsettled],
          ])
        : present([
            [t('fields.quantity'), quantity],
            [t('fields.filled'), filled],
            [t('fields.orderPrice'), row.order_price ?? t('fields.market')],
            [t('fields.orderTime'), row.order_time.slice(5, 16).replace('T', ' ')],
            [t('fields.hold'), row.hold === '0.00' ? null : formatMoney(row.hold)],
            [t('fields.unsettled'), unsettled],
          ])
  return (
    <article className={styles.card} aria-label={`${row.stock_name} ${row.stock_code} #${row.id}`}>
      <header className={styles.head}>
        <strong>{row.stock_name}</strong>
        <span className={styles.code}>{row.stock_code}</span>
        <Tag color={row.side === 'buy' ? 'danger' : 'success'} fill="outline">
          {t(`side.${row.side}`)}
        </Tag>
        {row.other_type === 1 ? <Tag fill="outline">{t('dayTrade')}</Tag> : null}
        {credit === null ? null : <Tag fill="outline">{t(`credit.${credit}`)}</Tag>}
        <Tag color={refused ? statusColors.danger : stateColors[row.status]} fill="outline" className={styles.status}>
          {row.status === 3 && partly ? t('status.partial') : refused ? t('status.refused') : t(`status.${row.status}`)}
        </Tag>
      </header>
      <FigureList className={styles.figures} figures={figures} />
      {actions === undefined ? null : <footer className={styles.actions}>{actions}</footer>}
    </article>
  )
}

export function ActionButton({
  children,
  onClick,
  danger = false,
  expanded,
  controls,
}: {
  children: ReactNode
  onClick: () => void
  danger?: boolean
  /** For a button that shows and hides a part: whether it is shown, and its id. */
  expanded?: boolean
  controls?: string
}) {
  return (
    <Button
      size="small"
      color={danger ? 'danger' : 'default'}
      fill="outline"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={expanded === true ? controls : undefined}
    >
      {children}
    </Button>
  )
}
