// Copy trading (/home/fllow): the products with their trader, minimum, daily rate, lock days
// and deadline, a subscription with an amount; and the user's subscriptions with their profit.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Tabs from '../components/Tabs.tsx'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyTradingQueries, copyTradingRefresh } from '../api/queries/copy-trading.ts'
import { useSubmission } from '../api/use-submission.ts'
import { Loaded } from '../components/Loaded.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import { useSwitchTab } from '../frame/use-tab.ts'
import { Figures } from '../components/Figures.tsx'
import styles from '../components/cards.module.css'
import type { CopyTradingTab as Tab } from './tabs.ts'

export function CopyTradingScreen({ tab = 'products' }: { tab?: Tab | undefined }) {
  const { t } = useTranslation(['copy-trading', 'errors'])
  const switchTab = useSwitchTab<Tab>()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('title')} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)}>
        <Tabs.Tab key="products" title={t('products')} />
        <Tabs.Tab key="mine" title={t('mine')} />
      </Tabs>
      {tab === 'products' ? <Products onFollowed={() => switchTab('mine')} /> : <Mine />}
    </main>
  )
}

function Products({ onFollowed }: { onFollowed: () => void }) {
  const { t } = useTranslation(['copy-trading', 'errors'])
  const products = useQuery(copyTradingQueries.products())
  const [open, setOpen] = useState<number | undefined>(undefined)
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const follow = useSubmission(
    '/trade/buy_product',
    () => {
      showToast(t('followed'))
      setOpen(undefined)
      onFollowed()
    },
    { refresh: copyTradingRefresh.afterSubscription() },
  )
  return (
    <Loaded query={products}>
      {(rows) => (
        <ul aria-label={t('products')}>
          {rows.map((row) => (
            <li key={row.id} className={styles.card} aria-label={row.name}>
              <h2 className={styles.cardTitle}>
                {row.name} <small>{row.sender}</small>
                <span className={styles.status}>{t(row.state === 1 ? 'open' : 'closed')}</span>
              </h2>
              <Figures
                rows={[
                  [t('minimum'), formatMoney(row.money)],
                  [t('dailyRate'), `${row.dprofit}%`],
                  [t('lockDays'), t('days', { count: row.scday })],
                  [t('deadline'), row.end.slice(0, 16)],
                ]}
              />
              {open === row.id ? (
                <form
                  className={styles.form}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) === 0) return setProblem(t('amountRequired'))
                    setProblem(undefined)
                    follow.submit({ id: row.id, money: amount.trim() })
                  }}
                >
                  <label className={styles.field}>
                    {t('amount')}
                    <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
                  </label>
                  {problem !== undefined && (
                    <p className={styles.error} role="alert">
                      {problem}
                    </p>
                  )}
                  <Button block color="primary" type="submit" loading={follow.isPending}>
                    {t('confirm')}
                  </Button>
                </form>
              ) : (
                <div className={styles.actions}>
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => {
                      setOpen(row.id)
                      setAmount('')
                      setProblem(undefined)
                    }}
                  >
                    {t('follow')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  )
}

function Mine() {
  const { t } = useTranslation('copy-trading')
  const subscriptions = useQuery(copyTradingQueries.subscriptions())
  return (
    <Loaded query={subscriptions}>
      {(rows) =>
        rows.length === 0 ? (
          <p className={styles.empty}>{t('common:empty')}</p>
        ) : (
          <ul aria-label={t('mine')}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} aria-label={row.name}>
                <h2 className={styles.cardTitle}>
                  {row.name} <small>{row.sender}</small>
                  <span className={styles.status}>{t(row.state === 0 ? 'running' : 'ended')}</span>
                </h2>
                <Figures
                  rows={[
                    [t('amount'), formatMoney(row.money)],
                    [t('profit'), formatMoney(row.profit)],
                    [t('dailyRate'), `${row.dprofit}%`],
                    [t('lockDays'), t('days', { count: row.scday })],
                    [t('start'), row.start_time.slice(0, 16)],
                    [t('end'), row.end_time.slice(0, 16)],
                  ]}
                />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  )
}
