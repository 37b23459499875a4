// A position in detail: one holding, sale or order with its figures.
// One holding, sale or order in detail (`?id=`): prices, quantity and what filled, fees,
// tax, a credit trade's loan, interest and maintenance ratio, profit and loss, what waits
// for its T+2 settlement, and its times.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { tradeQueries } from '../../api/queries/trade.ts'
import { Loading } from '../../components/Loading.tsx'
import { FigureList } from '../../components/market/FigureList.tsx'
import { PriceChange } from '../../components/market/PriceChange.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { formatMoney } from '../../lib/format.ts'
import styles from '../../market/screens.module.css'
import detailStyles from '../../trade/Detail.module.css'
import { creditKind, unsettledText } from '../../trade/row-figures.ts'

export const Route = createFileRoute('/trade/positionDetail')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({
    id: typeof search.id === 'number' && Number.isInteger(search.id) && search.id > 0 ? search.id : 0,
  }),
  component: PositionDetailScreen,
})

const time = (value: string | null) => (value === null ? '--' : value.slice(0, 19).replace('T', ' '))

function PositionDetailScreen() {
  const { t } = useTranslation('trade')
  const { id } = Route.useSearch()
  const query = useQuery({ ...tradeQueries.detail(id), enabled: id > 0 })
  const row = query.data
  const items: Array<[string, ReactNode]> =
    row === undefined
      ? []
      : [
          [t('fields.stock'), `${row.stock_name} ${row.stock_code}`],
          [t('fields.status'), t(`status.${row.status}`)],
          [
            t('fields.side'),
            [t(`side.${row.side}`), row.other_type === 1 ? t('dayTrade') : '', row.buyzd === 2 ? t('short') : '']
              .filter(Boolean)
              .join(' · '),
          ],
          [
            t('fields.orderType'),
            [
              row.gdlx === 1 ? t('fields.market') : t('fields.limit'),
              row.wttj,
              row.lingu === 1 ? t('oddLot') : t('wholeLot'),
            ].join(' · '),
          ],
          [t('fields.creditType'), t(`credit.${creditKind(row) ?? 'cash'}`)],
          [
            t('fields.quantity'),
            row.lingu === 1 ? t('shares', { count: row.stock_num }) : t('lots', { count: row.stock_num / 1000 }),
          ],
          ...(row.status === 3 || row.status === 4 || row.status === 5
            ? ([[t('fields.filled'), t('filledOf', { filled: row.filled_num, total: row.stock_num })]] as Array<
                [string, ReactNode]
              >)
            : []),
          [t('fields.orderPrice'), row.order_price ?? t('fields.market')],
          [t('fields.buyPrice'), row.buy_price ?? '--'],
          [t('fields.sellPrice'), row.sell_price ?? '--'],
          [t('fields.price'), row.price],
          [t('fields.margin'), formatMoney(row.margin)],
          ...(creditKind(row) === 'margin'
            ? ([
                [t('fields.loan'), formatMoney(row.loan)],
                [t('fields.interest'), formatMoney(row.interest)],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(row.maintenance === null
            ? []
            : ([[t('fields.maintenance'), `${row.maintenance}%`]] as Array<[string, ReactNode]>)),
          [t('fields.buyFee'), formatMoney(row.buy_poundage)],
          [t('fields.sellFee'), row.sell_poundage === null ? '--' : formatMoney(row.sell_poundage)],
          [t('fields.tax'), formatMoney(row.tax)],
          [t('fields.unsettled'), unsettledText(row, t) ?? formatMoney(row.unsettled)],
          ...(row.market_value === null
            ? []
            : ([[t('fields.marketValue'), formatMoney(row.market_value)]] as Array<[string, ReactNode]>)),
          [
            row.status === 1 ? t('fields.pnl') : t('fields.realised'),
            <PriceChange key="pnl" value={row.yingkui} money />,
          ],
          [t('fields.pnlRate'), <PriceChange key="rate" value={row.yingkui_rate} percent />],
          [t('fields.orderTime'), time(row.order_time)],
          [t('fields.buyTime'), time(row.buy_time)],
          [t('fields.sellTime'), time(row.sell_time)],
          ...(row.status === 1
            ? ([
                [
                  t('fields.sellable'),
                  row.lock === 'none' ? String(row.sellable) : `${t(`lock.${row.lock}`)} (${time(row.sellable_at)})`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
        ]
  return (
    <main className={styles.screen}>
      <BackHeader title={t('detail.title')} />
      {query.isPending && id > 0 ? (
        <div className={styles.loading}>
          <Loading label={t('common:loading')} />
        </div>
      ) : row === undefined ? (
        <EmptyState />
      ) : (
        <FigureList className={detailStyles.list} label={t('detail.title')} figures={items} grouped />
      )}
    </main>
  )
}
