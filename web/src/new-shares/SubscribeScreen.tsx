// Subscribing to one offering (or bidding in an auction): its terms, the account balance,
// the lots (whole lots, checked before sending), an auction's bid price, and what will be
// held; after the server accepts, the records tab shows it.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../api/queries/account.ts'
import { newSharesQueries, newSharesRefresh } from '../api/queries/new-shares.ts'
import { useSubmission } from '../api/use-submission.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { useGo } from '../frame/navigation.ts'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import own from './new-shares.module.css'
import { fromUnixSeconds, lotsProblem, offeringStatus, priceText, type Variant, variants } from './variants.ts'

const centsOf = (text: string) => Math.round(Number(text) * 100)

export function SubscribeScreen({ variant, id }: { variant: Variant; id: number }) {
  const { t } = useTranslation(['new-shares', 'errors'])
  const offerings = useQuery(newSharesQueries.offerings(variants[variant].buyType))
  return (
    <main className={styles.screen}>
      <BackHeader title={t(`${variant}.subscribe`)} />
      <Loaded query={offerings}>
        {(rows) => {
          const offering = rows.find((row) => row.id === id)
          if (offering === undefined) return <p className={styles.empty}>{t('notFound')}</p>
          const status = offeringStatus(offering)
          // Only an open offering gets the form: the server would refuse any other.
          return status === 'open' ? (
            <SubscribeForm variant={variant} offering={offering} />
          ) : (
            <section className={styles.card} aria-label={`${offering.name} ${offering.code}`}>
              <h2 className={styles.cardTitle}>
                {offering.name} <small>{offering.code}</small>
                <span className={styles.status}>{t(`status.${status}`)}</span>
              </h2>
              <p className={own.closed}>
                {status === 'ended'
                  ? t('closedReason.ended')
                  : t(`closedReason.${status}`, { at: fromUnixSeconds(offering.start) })}
              </p>
            </section>
          )
        }}
      </Loaded>
    </main>
  )
}

type Offering = Awaited<ReturnType<NonNullable<ReturnType<typeof newSharesQueries.offerings>['queryFn']>>>[number]

function SubscribeForm({ variant, offering }: { variant: Variant; offering: Offering }) {
  const { t } = useTranslation(['new-shares', 'errors'])
  const go = useGo()
  const user = useQuery(accountQueries.info())
  const [lots, setLots] = useState(String(offering.min_zhang))
  const [bid, setBid] = useState(offering.bprice)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const submission = useSubmission(
    '/trade/buy_newstock',
    () => {
      showToast(t('subscribed'))
      go({ to: variants[variant].list, search: { tab: 'records' } })
    },
    { refresh: newSharesRefresh.afterSubscription(variants[variant].buyType) },
  )
  const count = /^\d+$/.test(lots.trim()) ? Number(lots) : 0
  const price = variant === 'auction' ? priceText(bid) : offering.bprice
  const amount = price === undefined ? 0 : centsOf(price) * 1000 * count
  const held = Math.ceil((amount * offering.deposit_ratio) / 100 / 100) * 100
  const submit = () => {
    const lotsIssue = lotsProblem(lots)
    if (lotsIssue !== undefined) return setProblem(t(`form.${lotsIssue}`))
    if (price === undefined) return setProblem(t('form.bidRequired'))
    setProblem(undefined)
    submission.submit({
      symbol: offering.code,
      id: offering.id,
      zhang: Number(lots),
      buy_type: variants[variant].buyType,
      ...(variant === 'auction' ? { bid_price: price } : {}),
    })
  }
  return (
    <section className={styles.card} aria-label={`${offering.name} ${offering.code}`}>
      <h2 className={styles.cardTitle}>
        {offering.name} <small>{offering.code}</small>
      </h2>
      <Figures
        rows={[
          [t(`${variant}.price`), offering.bprice],
          [t('fields.marketPrice'), offering.price],
          [t('fields.lotsRange'), t('lotsRange', { min: offering.min_zhang, max: offering.max_zhang })],
          [t('fields.fee'), formatMoney(offering.fee)],
          [t('fields.balance'), user.data === undefined ? '—' : formatMoney(user.data.money)],
        ]}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label className={styles.field}>
          {t('form.lots')}
          <input inputMode="numeric" value={lots} onChange={(event) => setLots(event.target.value)} />
        </label>
        {variant === 'auction' && (
          <label className={styles.field}>
            {t('form.bidPrice')}
            <input inputMode="decimal" value={bid} onChange={(event) => setBid(event.target.value)} />
          </label>
        )}
        <Figures
          rows={[[t(variant === 'auction' ? 'form.deposit' : 'form.held'), formatMoney((held / 100).toFixed(2))]]}
        />
        {problem !== undefined && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <Button block color="primary" type="submit" loading={submission.isPending}>
          {t(`${variant}.subscribe`)}
        </Button>
      </form>
    </section>
  )
}
