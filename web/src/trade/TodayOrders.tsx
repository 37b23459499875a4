// Today's orders as a trader reads them (委託): newest first, each in its state - 委託中,
// 部分成交, 全部成交, 已刪單, 已失效, 委託失敗 with its reason - with what was asked, what
// filled and its fills; a working order can be cancelled.
import Tag from 'antd-mobile/es/components/tag'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { tradeRefresh } from '../api/queries/trade.ts'
import { translateServerMessage } from '../api/translate-message.ts'
import { useSubmission } from '../api/use-submission.ts'
import { confirm as confirmDialog } from '../components/confirm.ts'
import { FigureList } from '../components/market/FigureList.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { EmptyState } from '../frame/EmptyState.tsx'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import { ActionButton } from './PositionCard.tsx'
import styles from './TodayOrders.module.css'

export type TodayOrder = ResponseData<'/trade/userwtlist'>[number]

/** The colour of each state (the status tags' readable shades, components/status-colors.ts). */
const stateClass: Record<TodayOrder['state'], string | undefined> = {
  pending: styles.working,
  partial: styles.working,
  filled: styles.filled,
  cancelled: styles.ended,
  expired: styles.ended,
  refused: styles.refused,
}

/** An instant of the contract as HH:mm:ss. */
export const clockTime = (instant: string) => instant.slice(11, 19)

/** What an order is: buy or sell, its kind (現股, 融資, 融券), a day trade, an odd lot. */
export function orderKindText(order: Pick<TodayOrder, 'side' | 'buyzd' | 'rzrq'>, t: TFunction<'trade'>) {
  const kind = order.buyzd === 2 ? 'short' : order.rzrq === 1 ? 'margin' : 'cash'
  return `${t(`orders.${order.side}`)} · ${t(`credit.${kind}`)}`
}

/** Shares in the order's unit: 股 for an odd lot, 張 otherwise. */
export function orderQuantity(order: Pick<TodayOrder, 'lingu'>, shares: number, t: TFunction<'trade'>) {
  return order.lingu === 1
    ? t('quantity.shares', { n: shares.toLocaleString('en-US'), count: shares })
    : t('quantity.lots', { n: (shares / 1000).toLocaleString('en-US'), count: shares / 1000 })
}

export function TodayOrders({ orders }: { orders: readonly TodayOrder[] }) {
  const { t } = useTranslation('trade')
  const cancel = useSubmission('/trade/cancel_stock', () => showToast(t('cancelled')), {
    refresh: tradeRefresh.afterCancel(),
  })
  if (orders.length === 0) return <EmptyState />
  return (
    <section aria-label={t('tabs.ordersLabel')}>
      {orders.map((order) => {
        const working = order.state === 'pending' || order.state === 'partial'
        const figures: Array<[string, ReactNode]> = [
          [t('orders.price'), order.order_price ?? t('fields.market')],
          [t('orders.ordered'), orderQuantity(order, order.stock_num, t)],
          [t('orders.filled_num'), orderQuantity(order, order.filled_num, t)],
          [t('orders.fillPrice'), order.fill_price ?? '--'],
          [t('orders.time'), clockTime(order.order_time)],
          [t('orders.fee'), formatMoney(order.poundage)],
          ...(order.side === 'sell' || order.tax !== '0.00'
            ? ([[t('orders.tax'), formatMoney(order.tax)]] as Array<[string, ReactNode]>)
            : []),
          ...(order.yingkui !== '0.00'
            ? ([[t('orders.realised'), <PriceChange key="pnl" value={order.yingkui} money />]] as Array<
                [string, ReactNode]
              >)
            : []),
        ]
        return (
          <article
            key={order.id}
            className={styles.card}
            aria-label={[
              order.stock_name,
              order.stock_code,
              t(`orders.${order.side}`),
              t(`orders.${order.state}`),
            ].join(' ')}
          >
            <header className={styles.head}>
              <strong>{order.stock_name}</strong>
              <span>{order.stock_code}</span>
              <span className={order.side === 'buy' ? styles.buy : styles.sell}>{orderKindText(order, t)}</span>
              {order.other_type === 1 ? <Tag fill="outline">{t('dayTrade')}</Tag> : null}
              {order.lingu === 1 ? <Tag fill="outline">{t('oddLot')}</Tag> : null}
              <span className={`${styles.state} ${stateClass[order.state] ?? ''}`}>{t(`orders.${order.state}`)}</span>
            </header>
            <FigureList className={styles.figures} figures={figures} grouped />
            {order.reason === null ? null : <RefusalReason reason={order.reason} />}
            {order.fills.length === 0 ? null : (
              <ul className={styles.fills} aria-label={t('orders.fills')}>
                {order.fills.map((fill, index) => (
                  <li key={`${fill.time}-${index}`}>
                    {t('orders.fill', {
                      time: clockTime(fill.time),
                      quantity: orderQuantity(order, fill.stock_num, t),
                      price: fill.price,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {working ? (
              <footer className={styles.actions}>
                <ActionButton
                  danger
                  onClick={() => {
                    void confirmDialog({
                      title: t('cancelConfirm.title'),
                      content: t('cancelConfirm.content', { name: order.stock_name, id: order.id }),
                      confirmText: t('actions.cancel'),
                      cancelText: t('common:cancel'),
                      onConfirm: () => cancel.submit({ id: order.id }),
                    })
                  }}
                >
                  {t('actions.cancel')}
                </ActionButton>
              </footer>
            ) : null}
          </article>
        )
      })}
    </section>
  )
}

/** Why an accepted order was refused, in the user's language (the catalogue's texts load with it). */
function RefusalReason({ reason }: { reason: string }) {
  const { t } = useTranslation(['trade', 'errors'])
  return (
    <p className={styles.reason}>
      {t('orders.reason')}：{translateServerMessage(reason, (key, params) => t(key, params ?? {})).text}
    </p>
  )
}
