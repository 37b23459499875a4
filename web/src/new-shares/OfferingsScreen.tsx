// The new shares of one variant: the offerings with their calendar (tab 新股), and the
// user's subscriptions with allotment and payment (tab 申購紀錄), where an allotment is paid.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { newSharesQueries, newSharesRefresh } from '../api/queries/new-shares.ts'
import { useSubmission } from '../api/use-submission.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import Tabs from '../components/Tabs.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { useGo } from '../frame/navigation.ts'
import { showToast } from '../frame/toast.ts'
import { useSwitchTab } from '../frame/use-tab.ts'
import { formatMoney } from '../lib/format.ts'
import own from './new-shares.module.css'
import {
  fromUnixSeconds,
  type ListTab,
  offeringStatus,
  type OfferingStatus,
  type Variant,
  variants,
} from './variants.ts'

export function OfferingsScreen({ variant, tab = 'offerings' }: { variant: Variant; tab?: ListTab }) {
  const { t } = useTranslation(['new-shares', 'errors'])
  const switchTab = useSwitchTab<ListTab>()
  return (
    <main className={styles.screen}>
      <BackHeader title={t(`${variant}.title`)} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as ListTab)}>
        <Tabs.Tab key="offerings" title={t(`${variant}.offerings`)} />
        <Tabs.Tab key="records" title={t('records.title')} />
      </Tabs>
      {tab === 'offerings' ? <Offerings variant={variant} /> : <Records variant={variant} />}
    </main>
  )
}

function Offerings({ variant }: { variant: Variant }) {
  const { t } = useTranslation(['new-shares', 'errors'])
  const go = useGo()
  const offerings = useQuery(newSharesQueries.offerings(variants[variant].buyType))
  return (
    <Loaded query={offerings}>
      {(rows) =>
        rows.length === 0 ? (
          <p className={styles.empty}>{t('common:empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t(`${variant}.offerings`)}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} aria-label={`${row.name} ${row.code}`}>
                <h2 className={styles.cardTitle}>
                  {row.name} <small>{row.code}</small>
                  <span className={styles.status}>{t(`status.${offeringStatus(row)}`)}</span>
                </h2>
                <Figures
                  rows={[
                    [t(`${variant}.price`), row.bprice],
                    [t('fields.marketPrice'), row.price],
                    [t('fields.issueSize'), t('lots', { count: row.num })],
                    [t('fields.industryPe'), row.syl],
                    [t('fields.deadline'), fromUnixSeconds(row.end)],
                    [t(`${variant}.drawDate`), row.gb_date.slice(0, 16)],
                    [t('fields.payBy'), row.fq_date.slice(0, 16)],
                    [t('fields.listingDate'), row.ss_date.slice(0, 10)],
                  ]}
                />
                <SubscribeAction
                  variant={variant}
                  status={offeringStatus(row)}
                  opensAt={fromUnixSeconds(row.start)}
                  onOpen={() => go({ to: variants[variant].buy, search: { id: row.id } })}
                />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  )
}

/**
 * 申購 for an open offering; for one that has not opened or whose channel is suspended, the
 * same button disabled with the reason beside it (the server would refuse it); nothing once
 * it has ended.
 */
function SubscribeAction({
  variant,
  status,
  opensAt,
  onOpen,
}: {
  variant: Variant
  status: OfferingStatus
  opensAt: string
  onOpen: () => void
}) {
  const { t } = useTranslation('new-shares')
  if (status === 'ended') return null
  return (
    <div className={styles.actions}>
      {status === 'open' ? null : <p className={own.reason}>{t(`closedReason.${status}`, { at: opensAt })}</p>}
      <Button size="small" color="primary" disabled={status !== 'open'} onClick={onOpen}>
        {t(`${variant}.subscribe`)}
      </Button>
    </div>
  )
}

function Records({ variant }: { variant: Variant }) {
  const { t } = useTranslation(['new-shares', 'errors'])
  const records = useQuery(newSharesQueries.records(variants[variant].buyType))
  const pay = useSubmission('/trade/paynewstock', () => showToast(t('records.paid')), {
    refresh: newSharesRefresh.afterPayment(variants[variant].buyType),
  })
  return (
    <Loaded query={records}>
      {(rows) =>
        rows.length === 0 ? (
          <p className={styles.empty}>{t('common:empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('records.title')}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} aria-label={`${row.stock_name} ${row.stock_code}`}>
                <h2 className={styles.cardTitle}>
                  {row.stock_name} <small>{row.stock_code}</small>
                  <span className={styles.status}>{t(`records.state.${row.xgstate}`)}</span>
                </h2>
                <Figures
                  rows={[
                    [t(`${variant}.applyPrice`), row.apply_price],
                    [t('records.applied'), t('lots', { count: row.apply_total })],
                    [t('records.allotted'), t('lots', { count: row.lucky_total })],
                    [t('records.held'), formatMoney(row.held)],
                    [t('records.due'), formatMoney(row.subs_value)],
                    [t('records.paidAmount'), formatMoney(row.rjmoney)],
                    [t('fields.payBy'), row.fq_date.slice(0, 16)],
                    [t('fields.listingDate'), row.ss_date.slice(0, 10)],
                  ]}
                />
                {row.xgstate === 1 && (
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      color="primary"
                      loading={pay.isPending}
                      onClick={() => pay.submit({ id: row.id })}
                    >
                      {t('records.pay')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  )
}
