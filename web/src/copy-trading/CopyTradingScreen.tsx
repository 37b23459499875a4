// Copy trading (/home/fllow): the products with their trader, the strategy each follows on
// the market and its recent performance (unit value now, a line of its last 20 closes, the
// return and average daily rate over them), minimum, lock days and deadline, a subscription
// with an amount; and the user's subscriptions with what each is worth now and its gain or
// loss (its payout once the lock has ended).
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { copyTradingQueries, copyTradingRefresh } from '../api/queries/copy-trading.ts'
import { useSubmission } from '../api/use-submission.ts'
import styles from '../components/cards.module.css'
import { Figures } from '../components/Figures.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import Tabs from '../components/Tabs.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import { showToast } from '../frame/toast.ts'
import { useSwitchTab } from '../frame/use-tab.ts'
import { formatMoney } from '../lib/format.ts'
import own from './copy-trading.module.css'
import { productStatus } from './product-status.ts'
import type { CopyTradingTab as Tab } from './tabs.ts'
import { ValueLine } from './ValueLine.tsx'

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
      <p className={own.note}>{t('note')}</p>
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
        <ul aria-label={t('products')} className={own.list}>
          {rows.map((row) => (
            <li key={row.id} className={styles.card} aria-label={row.name}>
              <h2 className={styles.cardTitle}>
                {row.name} <small>{row.sender}</small>
                <span className={styles.status}>{t(`states.${productStatus(row)}`)}</span>
              </h2>
              <ValueLine points={row.recent} />
              <Figures
                rows={[
                  [t('strategy'), t(`strategies.${row.strategy}`)],
                  [t('nav'), row.nav],
                  [t('recentReturn'), <PriceChange value={row.recent_return} percent />],
                  [t('dailyRate'), <PriceChange value={row.dprofit} percent />],
                  [t('minimum'), formatMoney(row.money)],
                  [t('lockDays'), t('days', { count: row.scday })],
                  [t('deadline'), row.end.slice(0, 16)],
                ]}
              />
              <p className={own.symbols}>{t('symbols', { codes: row.symbols.join(' ') })}</p>
              {open === row.id ? (
                <form
                  className={styles.form}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) === 0)
                      return setProblem(t('amountRequired'))
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
                  {row.state === 1 ? null : <p className={own.reason}>{t(`closedReason.${productStatus(row)}`)}</p>}
                  <Button
                    size="small"
                    color="primary"
                    // Only an open product takes money: the server refuses any other (product_unavailable).
                    disabled={row.state !== 1}
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
          <ul aria-label={t('mine')} className={own.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} aria-label={row.name}>
                <h2 className={styles.cardTitle}>
                  {row.name} <small>{row.sender}</small>
                  <span className={styles.status}>{t(row.state === 0 ? 'running' : 'ended')}</span>
                </h2>
                <Figures
                  rows={[
                    [t('amount'), formatMoney(row.money)],
                    [t(row.state === 0 ? 'value' : 'payout'), formatMoney(row.value)],
                    [t('profit'), <PriceChange value={row.profit} money />],
                    [t('profitRate'), <PriceChange value={row.profit_rate} percent />],
                    [t('startNav'), row.start_nav],
                    [t(row.state === 0 ? 'navNow' : 'endNav'), row.nav],
                    [t('dailyRate'), <PriceChange value={row.dprofit} percent />],
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
