// The user's money at a glance: total assets (總資產) and each of its parts named - the
// TWD cash (available, on hold, kept for what bought shares still pay), the holdings at
// market value, credit holdings, the foreign balances in TWD, what is payable and
// receivable in settlement (T+2) - and the holdings' profit and loss. The figures are the
// rules' (lib/asset-figures.ts); home, the account centre, the wallet and the positions
// screen all show this card.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'
import { formatCents } from '#rules/market.ts'

import { assetFigures } from '../lib/asset-figures.ts'
import { formatMoney } from '../lib/format.ts'
import { addAmounts } from '../lib/money.ts'
import styles from './Balances.module.css'
import { PriceChange } from './market/PriceChange.tsx'

const money = (cents: number) => formatMoney(formatCents(cents))
/** A part that is taken off the total, with its sign. */
const minus = (cents: number) => (cents === 0 ? money(0) : `−${money(cents)}`)

interface Part {
  key: string
  value: string
  detail?: string
  /** The detail takes two lines, whatever its length. */
  twoLines?: boolean
}

/** The card: the total, its parts and the holdings' profit and loss, however they are known. */
function Card({
  total,
  parts,
  unrealised,
  today,
}: {
  total: string
  parts: Part[]
  unrealised: ReactNode
  today: ReactNode
}) {
  const { t } = useTranslation('common')
  return (
    <>
      <p className={styles.caption}>{t('assets.total')}</p>
      <p className={styles.total} data-testid="total-assets">
        {total}
      </p>
      <div className={styles.parts} role="group" aria-label={t('assets.parts')}>
        {parts.map((part) => (
          <div key={part.key} role="group" aria-label={t(`assets.${part.key}`)} className={styles.part}>
            <span role="term">{t(`assets.${part.key}`)}</span>
            <span role="definition">
              <span className={styles.amount}>{part.value}</span>
              {part.detail === undefined ? null : (
                <small className={part.twoLines ? `${styles.detail} ${styles.twoLines}` : styles.detail}>
                  {part.detail}
                </small>
              )}
            </span>
          </div>
        ))}
      </div>
      <div className={styles.pnl}>
        <div role="group" aria-label={t('assets.unrealised')}>
          <span role="term">{t('assets.unrealised')}</span>
          <span role="definition">{unrealised}</span>
        </div>
        <div role="group" aria-label={t('assets.today')}>
          <span role="term">{t('assets.today')}</span>
          <span role="definition">{today}</span>
        </div>
      </div>
    </>
  )
}

export function Balances({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('common')
  const figures = assetFigures(user)
  if (figures === undefined) return <Unvalued user={user} />
  const { parts } = figures
  return (
    <Card
      total={`NT$ ${money(figures.total)}`}
      parts={[
        {
          key: 'cash',
          value: money(figures.cash),
          detail: t('assets.cashDetail', {
            available: money(parts.available),
            held: money(parts.held),
            kept: money(parts.payable),
          }),
          twoLines: true,
        },
        { key: 'holdings', value: money(parts.holdings) },
        ...(parts.credit === 0 ? [] : [{ key: 'credit', value: money(parts.credit) }]),
        {
          key: 'foreign',
          value: money(figures.foreign),
          detail: t('assets.foreignDetail', { usd: formatMoney(user.usd_money), usdt: formatMoney(user.usdt_money) }),
        },
        { key: 'payable', value: minus(parts.payable) },
        { key: 'receivable', value: `+${money(parts.receivable)}` },
      ]}
      unrealised={<PriceChange value={formatCents(figures.unrealised)} money />}
      today={<PriceChange value={formatCents(figures.today)} money />}
    />
  )
}

/**
 * The card while the figures load: the same parts with dashes, so that the card has its
 * height from the start and nothing below it moves when they arrive (a layout shift).
 */
export function BalancesLoading() {
  const { t } = useTranslation('common')
  const none = '—'
  return (
    <Card
      total={none}
      parts={[
        {
          key: 'cash',
          value: none,
          detail: t('assets.cashDetail', { available: none, held: none, kept: none }),
          twoLines: true,
        },
        { key: 'holdings', value: none },
        { key: 'foreign', value: none, detail: t('assets.foreignDetail', { usd: none, usdt: none }) },
        { key: 'payable', value: none },
        { key: 'receivable', value: none },
      ]}
      unrealised={none}
      today={none}
    />
  )
}

/** Without the figures (an upstream that does not answer them): the balances the profile has, and no total. */
function Unvalued({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('common')
  return (
    <>
      <p className={styles.caption}>{t('assets.total')}</p>
      <p className={styles.total} data-testid="total-assets">
        —
      </p>
      <div className={styles.parts} role="group" aria-label={t('assets.parts')}>
        <div role="group" aria-label={t('assets.cash')} className={styles.part}>
          <span role="term">{t('assets.cash')}</span>
          <span role="definition">
            <span className={styles.amount}>{formatMoney(addAmounts(user.money, user.freeze_money))}</span>
            <small className={styles.detail}>
              {t('assets.foreignDetail', { usd: formatMoney(user.usd_money), usdt: formatMoney(user.usdt_money) })}
            </small>
          </span>
        </div>
      </div>
    </>
  )
}
