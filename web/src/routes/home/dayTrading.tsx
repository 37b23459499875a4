// Day trading (日內交易): apply for it, the applications, and the day-trade orders.
// 日內交易 (day trading): apply with participating funds (reviewed by the broker), see the
// applications with their review status, and the day-trade orders with their intraday
// status (已申請, 已提交, 交易中, 已成交, 失敗) and profit and loss.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Tag from 'antd-mobile/es/components/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { tradeQueries, tradeRefresh } from '../../api/queries/trade.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { NumberStepper } from '../../components/market/NumberStepper.tsx'
import { PriceChange } from '../../components/market/PriceChange.tsx'
import { PagedList } from '../../components/PagedList.tsx'
import { ReviewStatus } from '../../components/ReviewStatus.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import styles from '../../trade/DayTrading.module.css'

export const Route = createFileRoute('/home/dayTrading')({
  component: DayTradingScreen,
})

const minimumFunds = 10_000
const maximumFunds = 100_000_000
const stateColors = {
  applied: 'default',
  submitted: 'warning',
  trading: 'primary',
  executed: 'success',
  failed: 'danger',
} as const

function DayTradingScreen() {
  const { t } = useTranslation('trade')
  const applications = useQuery(tradeQueries.dayTradingApplications())
  const orders = useInfiniteQuery(tradeQueries.intradayOrders())
  const [funds, setFunds] = useState(100_000)
  const apply = useSubmission('/trade/rnjy', () => showToast(t('dayTrading.submitted')), {
    refresh: tradeRefresh.afterDayTradingApplication(),
  })
  const approved = (applications.data ?? []).find((application) => application.status === 1)

  return (
    <main className={styles.screen}>
      <BackHeader title={t('dayTrading.title')} />
      <section className={styles.card} aria-label={t('dayTrading.apply')}>
        <h2>{t('dayTrading.apply')}</h2>
        <p className={styles.hint}>{t('dayTrading.rules')}</p>
        <p className={styles.quota}>
          {approved === undefined
            ? t('dayTrading.notApproved')
            : t('dayTrading.quota', { amount: formatMoney(approved.money) })}
        </p>
        <label className={styles.field}>
          <span>{t('dayTrading.funds')}</span>
          <NumberStepper
            value={funds}
            onChange={setFunds}
            label={t('dayTrading.funds')}
            decreaseLabel={t('dayTrading.less')}
            increaseLabel={t('dayTrading.more')}
            min={minimumFunds}
            max={maximumFunds}
            step={10_000}
          />
        </label>
        <Button
          block
          color="primary"
          loading={apply.isPending}
          disabled={apply.isPending}
          onClick={() => apply.submit({ money: funds })}
        >
          {t('dayTrading.submit')}
        </Button>
      </section>

      <section className={styles.card} aria-label={t('dayTrading.applications')}>
        <h2>{t('dayTrading.applications')}</h2>
        {(applications.data ?? []).length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.list}>
            {(applications.data ?? []).map((application) => (
              <li key={application.id} className={styles.item}>
                <span className={styles.amount}>{formatMoney(application.money)}</span>
                <small>{application.create_time.slice(0, 16).replace('T', ' ')}</small>
                <ReviewStatus status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-label={t('dayTrading.orders')}>
        <h2>{t('dayTrading.orders')}</h2>
        <PagedList
          query={orders}
          label={t('dayTrading.orders')}
          rowKey={(order) => order.id}
          renderRow={(order) => (
            <div className={styles.order}>
              <span className={styles.name}>
                <strong>{order.stock_name}</strong>
                <small>
                  {order.stock_code} · {order.order_time.slice(5, 16).replace('T', ' ')}
                </small>
              </span>
              <span className={styles.numbers}>
                <span>{formatMoney(order.money)}</span>
                <PriceChange value={order.yingkui} money />
              </span>
              <Tag color={stateColors[order.state]} fill="outline">
                {t(`intraday.${order.state}`)}
              </Tag>
            </div>
          )}
        />
      </section>
    </main>
  )
}
