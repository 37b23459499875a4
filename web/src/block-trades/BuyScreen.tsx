// Buying from one block-trade offer (/home/blockTrade1?id=): its price, the available funds,
// the shares (at least the minimum; checked before sending) and its block password when it
// has one.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../api/queries/account.ts'
import { blockTradesQueries, blockTradesRefresh } from '../api/queries/block-trades.ts'
import { useSubmission } from '../api/use-submission.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'

/** `id`: the offer's (0 or unknown: not found). */
export function BuyScreen({ id }: { id: number }) {
  const { t } = useTranslation(['block-trades', 'errors'])
  const offers = useQuery(blockTradesQueries.offers())
  const user = useQuery(accountQueries.info())
  const [shares, setShares] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const buy = useSubmission('/trade/buy_dzstock', (purchase) => showToast(t('bought', { count: purchase.num })), {
    refresh: blockTradesRefresh.afterPurchase(),
  })
  return (
    <main className={styles.screen}>
      <BackHeader title={t('buyTitle')} />
      <Loaded query={offers}>
        {(rows) => {
          const offer = rows.find((row) => row.id === id)
          if (offer === undefined) return <p className={styles.empty}>{t('notFound')}</p>
          const count = /^\d+$/.test(shares.trim()) ? Number(shares) : 0
          return (
            <section className={styles.card} aria-label={`${offer.name} ${offer.symbol}`}>
              <h2 className={styles.cardTitle}>
                {offer.name} <small>{offer.symbol}</small>
              </h2>
              <Figures
                rows={[
                  [t('price'), offer.price],
                  [t('minimum'), t('shareCount', { count: offer.stock_num })],
                  [t('dayLimit'), t('times', { count: offer.day_limit })],
                  [t('available'), user.data === undefined ? '—' : formatMoney(user.data.money)],
                  [t('amount'), formatMoney(((Math.round(Number(offer.price) * 100) * count) / 100).toFixed(2))],
                ]}
              />
              <form
                className={styles.form}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  if (!/^\d+$/.test(shares.trim()) || Number(shares) === 0) return setProblem(t('amountRequired'))
                  setProblem(undefined)
                  buy.submit({ id: offer.id, num: Number(shares), ...(offer.has_password === 1 ? { password } : {}) })
                }}
              >
                <label className={styles.field}>
                  {t('shares')}
                  <input
                    inputMode="numeric"
                    value={shares}
                    onChange={(event) => setShares(event.target.value)}
                    placeholder={t('sharesHint', { count: offer.stock_num })}
                  />
                </label>
                {offer.has_password === 1 && (
                  <label className={styles.field}>
                    {t('password')}
                    <input
                      type="password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                      autoComplete="off"
                    />
                  </label>
                )}
                {problem !== undefined && (
                  <p className={styles.error} role="alert">
                    {problem}
                  </p>
                )}
                <Button block color="primary" type="submit" loading={buy.isPending} disabled={offer.status !== 1}>
                  {t('buy')}
                </Button>
              </form>
            </section>
          )
        }}
      </Loaded>
    </main>
  )
}
