// Coupons (優惠券): the user's cash coupons by status, usable ones credited on use.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { type Coupon, type CouponStatus, moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { tabSearch } from '../../frame/tab-search.ts'
import { showToast } from '../../frame/toast.ts'
import { useSwitchTab } from '../../frame/use-tab.ts'
import { formatMoney } from '../../lib/format.ts'
import coupons from '../../money/coupons.module.css'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'

// 優惠券: cash coupons by status; an unused one is credited to the TWD balance when used.
const tabs = ['0', '1', '2'] as const
type Tab = (typeof tabs)[number]

export const Route = createFileRoute('/home/coupons')({
  validateSearch: tabSearch(tabs),
  component: CouponsScreen,
})

function CouponsScreen() {
  const { t } = useTranslation('money')
  const { tab = '0' } = Route.useSearch()
  const switchTab = useSwitchTab<Tab>()
  const status = Number(tab) as CouponStatus
  const list = useQuery(moneyQueries.coupons(status))
  const use = useSubmission(
    '/user/useCoupon',
    (coupon) => showToast(t('coupons.done', { amount: formatMoney(coupon.money) })),
    { refresh: moneyRefresh.afterCouponUsed() },
  )
  return (
    <main className={styles.screen}>
      <BackHeader title={t('coupons.title')} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} className={styles.tabs}>
        {tabs.map((key) => (
          <Tabs.Tab title={t(`coupons.tabs.${key}`)} key={key} />
        ))}
      </Tabs>
      <PullRefresh onRefresh={() => list.refetch()}>
        {list.data === undefined ? (
          <Pending queries={[list]} />
        ) : list.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={coupons.list} aria-label={t(`coupons.tabs.${tab}`)}>
            {list.data.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                busy={use.isPending}
                onUse={() => use.submit({ id: coupon.id })}
              />
            ))}
          </ul>
        )}
      </PullRefresh>
    </main>
  )
}

function CouponCard({ coupon, busy, onUse }: { coupon: Coupon; busy: boolean; onUse: () => void }) {
  const { t } = useTranslation('money')
  return (
    <li className={`${coupons.coupon} ${coupon.status === 0 ? '' : coupons.used}`} aria-label={coupon.name}>
      <div className={coupons.value}>
        <span>NT$</span>
        <span>{formatMoney(coupon.money).replace(/\.00$/, '')}</span>
      </div>
      <div className={coupons.body}>
        <p className={coupons.name}>{coupon.name}</p>
        <p className={coupons.meta}>{coupon.remark}</p>
        <p className={coupons.meta}>
          {coupon.status === 1
            ? t('coupons.usedAt', { time: coupon.use_time })
            : t('coupons.expiresAt', { time: coupon.expire_time })}
        </p>
      </div>
      <div className={coupons.side}>
        {coupon.status === 0 ? (
          <Button
            size="small"
            color="primary"
            disabled={busy}
            onClick={onUse}
            aria-label={t('coupons.useNamed', { name: coupon.name })}
          >
            {t('coupons.use')}
          </Button>
        ) : (
          <span className={coupons.meta}>{t(`coupons.tabs.${coupon.status}`)}</span>
        )}
      </div>
    </li>
  )
}
