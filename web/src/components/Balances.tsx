// The user's money at a glance: total assets (總資產) and each of its parts named - the
// TWD cash (available, on hold, kept for what bought shares still pay), the holdings at
// market value, credit holdings, the foreign balances in TWD, what is payable and
// receivable in settlement (T+2) - and the holdings' profit and loss. The figures are the
// rules' (lib/asset-figures.ts); home, the account centre, the wallet and the positions
// screen all show this card.
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

export function Balances({ user }: { user: ResponseData<'/user/getUserinfo'> }) {
  const { t } = useTranslation('common')
  const figures = assetFigures(user)
  if (figures === undefined) return <Unvalued user={user} />
  const { parts } = figures
  const rows: Array<{ key: string; value: string; detail?: string }> = [
    {
      key: 'cash',
      value: money(figures.cash),
      detail: t('assets.cashDetail', {
        available: money(parts.available),
        held: money(parts.held),
        kept: money(parts.payable),
      }),
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
  ]
  return (
    <>
      <p className={styles.caption}>{t('assets.total')}</p>
      <p className={styles.total} data-testid="total-assets">
        NT$ {money(figures.total)}
      </p>
      <div className={styles.parts} role="group" aria-label={t('assets.parts')}>
        {rows.map((row) => (
          <div key={row.key} role="group" aria-label={t(`assets.${row.key}`)} className={styles.part}>
            <span role="term">{t(`assets.${row.key}`)}</span>
            <span role="definition">
              <span className={styles.amount}>{row.value}</span>
              {row.detail === undefined ? null : <small className={styles.detail}>{row.detail}</small>}
            </span>
          </div>
        ))}
      </div>
      <div className={styles.pnl}>
        <div role="group" aria-label={t('assets.unrealised')}>
          <span role="term">{t('assets.unrealised')}</span>
          <span role="definition">
            <PriceChange value={formatCents(figures.unrealised)} money />
          </span>
        </div>
        <div role="group" aria-label={t('assets.today')}>
          <span role="term">{t('assets.today')}</span>
          <span role="definition">
            <PriceChange value={formatCents(figures.today)} money />
          </span>
        </div>
      </div>
    </>
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
