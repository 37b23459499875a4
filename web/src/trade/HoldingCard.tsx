// One holding as a trader reads it: a stock of one kind (現股, 融資, 融券) with its quantity
// in one unit, its average cost with fees, last price, market value, unrealised profit and
// loss (red up, green down) and today's, and what can be sold now or when; it opens into
// its purchases, each with its lock as the upstream keeps them.
import Tag from 'antd-mobile/es/components/tag'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatCents } from '#rules/market.ts'

import { FigureList } from '../components/market/FigureList.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { formatMoney } from '../lib/format.ts'
import styles from './HoldingCard.module.css'
import { firstLocked, type HeldPurchase, type HoldingRow, quantityIn } from './holdings.ts'
import { ActionButton } from './PositionCard.tsx'

const money = (cents: number) => formatMoney(formatCents(cents))
const grouped = (count: number) => count.toLocaleString('en-US')
/** An instant of the contract as MM-DD HH:mm. */
const shortTime = (instant: string) => instant.slice(5, 16).replace('T', ' ')

export function HoldingCard({
  holding,
  onSell,
  onDetail,
}: {
  holding: HoldingRow
  onSell: () => void
  onDetail: (purchase: HeldPurchase) => void
}) {
  const { t } = useTranslation('trade')
  const [open, setOpen] = useState(false)
  const purchasesId = useId()
  const quantity = (shares: number) => t(`quantity.${holding.unit}`, { n: grouped(quantityIn(holding, shares)) })
  const locked = firstLocked(holding)
  const sellable =
    holding.sellable === 0 && locked !== undefined ? (
      // When it can be sold, in words: wider than a column, it takes two.
      <span className={styles.wide}>
        {t(locked.row.lock === 't1' ? 'holdings.lockT1' : 'holdings.lockMinutes', {
          at: shortTime(locked.row.sellable_at ?? ''),
        })}
      </span>
    ) : (
      quantity(holding.sellable)
    )
  const figures: Array<[string, ReactNode]> = [
    [t('holdings.quantity'), quantity(holding.shares)],
    [t('holdings.sellable'), sellable],
    [t('holdings.average'), money(holding.averageCost)],
    [t('holdings.price'), holding.price],
    [t('holdings.marketValue'), money(holding.marketValue)],
    ...(holding.kind === 'margin' ? ([[t('holdings.loan'), money(holding.loan)]] as Array<[string, ReactNode]>) : []),
    ...(holding.maintenanceBp === undefined
      ? []
      : ([[t('fields.maintenance'), `${formatCents(holding.maintenanceBp)}%`]] as Array<[string, ReactNode]>)),
    [t('holdings.unrealised'), <PriceChange key="pnl" value={formatCents(holding.unrealised)} money />],
    [t('holdings.rate'), <PriceChange key="rate" value={formatCents(holding.rateBp)} percent />],
    [t('holdings.today'), <PriceChange key="today" value={formatCents(holding.today)} money />],
  ]
  return (
    <article className={styles.card} aria-label={`${holding.name} ${holding.symbol} ${t(`credit.${holding.kind}`)}`}>
      <header className={styles.head}>
        <strong>{holding.name}</strong>
        <span>{holding.symbol}</span>
        <Tag fill="outline" className={styles.kind}>
          {t(`credit.${holding.kind}`)}
        </Tag>
      </header>
      <FigureList className={styles.figures} figures={figures} grouped />
      <footer className={styles.actions}>
        <ActionButton onClick={() => setOpen(!open)} expanded={open} controls={purchasesId}>
          {t('holdings.showPurchases')} ({holding.purchases.length})
        </ActionButton>
        <ActionButton onClick={onSell}>{t('actions.sell')}</ActionButton>
      </footer>
      {open ? (
        <ul
          id={purchasesId}
          className={styles.purchases}
          aria-label={t('holdings.purchasesOf', { name: holding.name })}
        >
          {holding.purchases.map((purchase) => (
            <li key={purchase.id} className={styles.purchase}>
              <div className={styles.purchaseHead}>
                <span>{t('holdings.bought', { time: shortTime(purchase.openedAt) })}</span>
                <strong>{quantity(purchase.shares)}</strong>
              </div>
              <div className={styles.purchaseLine}>
                <span>
                  {t('holdings.cost')} {purchase.row.buy_price ?? '--'} · {t('holdings.fee')}{' '}
                  {formatMoney(purchase.row.buy_poundage)}
                </span>
              </div>
              <div className={styles.purchaseLine}>
                <span className={purchase.row.lock === 'none' ? styles.free : styles.locked}>
                  {purchase.row.lock === 'none'
                    ? t('holdings.sellableNow', { quantity: quantity(purchase.sellable) })
                    : t(purchase.row.lock === 't1' ? 'holdings.lockT1' : 'holdings.lockMinutes', {
                        at: shortTime(purchase.row.sellable_at ?? ''),
                      })}
                </span>
              </div>
              <button
                type="button"
                className={styles.detail}
                onClick={() => onDetail(purchase)}
                aria-label={`${t('actions.detail')} ${t('holdings.bought', { time: shortTime(purchase.openedAt) })}`}
              >
                {t('actions.detail')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
