// 庫存 (the third tab): total assets and their parts (as home, the account centre and the
// wallet show them); the credit account with its maintenance ratio and any margin call;
// then, in tabs, the holdings (one row per stock and kind, opening into its purchases),
// today's orders in every state (委託), today's fills (成交) and the history of earlier
// sales and orders with their realised profit and loss. Everything refreshes while the
// screen is visible.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../../api/queries/account.ts'
import { tradeQueries } from '../../api/queries/trade.ts'
import { Balances, BalancesLoading } from '../../components/Balances.tsx'
import { Loading } from '../../components/Loading.tsx'
import { useOpenStock } from '../../components/market/use-open-stock.ts'
import { PagedList } from '../../components/PagedList.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { useGo } from '../../frame/navigation.ts'
import styles from '../../market/screens.module.css'
import { CreditSummary } from '../../trade/CreditSummary.tsx'
import { HoldingCard } from '../../trade/HoldingCard.tsx'
import { holdingRows } from '../../trade/holdings.ts'
import { ActionButton, PositionCard } from '../../trade/PositionCard.tsx'
import summary from '../../trade/Summary.module.css'
import { fillsOf, TodayFills } from '../../trade/TodayFills.tsx'
import { TodayOrders } from '../../trade/TodayOrders.tsx'

type Section = 'holdings' | 'orders' | 'fills' | 'history'

export const Route = createFileRoute('/trade/index')({
  staticData: { tabBar: true },
  component: PositionsScreen,
})

function PositionsScreen() {
  const { t } = useTranslation('trade')
  const [section, setSection] = useState<Section>('holdings')
  const positions = useQuery(tradeQueries.positions())
  const orders = useQuery(tradeQueries.todayOrders())
  const user = useQuery(accountQueries.figures())
  const holdings = holdingRows(positions.data ?? [])
  const today = orders.data ?? []

  return (
    <main className={styles.screen}>
      <BackHeader title={t('title')} showBack={false} />
      <PullRefresh onRefresh={() => Promise.all([positions.refetch(), orders.refetch(), user.refetch()])}>
        <section className={summary.assets} aria-label={t('summary.label')} aria-busy={user.isPending}>
          {user.data ? <Balances user={user.data} /> : <BalancesLoading />}
        </section>
        <CreditSummary />
        <Tabs activeKey={section} onChange={(key) => setSection(key as Section)} spread>
          <Tabs.Tab key="holdings" title={t('tabs.holdings', { count: holdings.length })} />
          <Tabs.Tab key="orders" title={t('tabs.orders', { count: today.length })} />
          <Tabs.Tab key="fills" title={t('tabs.fills', { count: fillsOf(today).length })} />
          <Tabs.Tab key="history" title={t('tabs.history')} />
        </Tabs>
        {section === 'history' ? (
          <History />
        ) : (section === 'holdings' ? positions.isPending : orders.isPending) ? (
          <div className={styles.loading}>
            <Loading label={t('common:loading')} />
          </div>
        ) : section === 'holdings' ? (
          <Holdings rows={positions.data ?? []} />
        ) : section === 'orders' ? (
          <TodayOrders orders={today} />
        ) : (
          <TodayFills orders={today} />
        )}
      </PullRefresh>
    </main>
  )
}

function Holdings({ rows }: { rows: Parameters<typeof holdingRows>[0] }) {
  const { t } = useTranslation('trade')
  const open = useOpenStock()
  const go = useGo()
  const holdings = holdingRows(rows)
  if (holdings.length === 0) return <EmptyState />
  return (
    <section aria-label={t('tabs.holdingsLabel')}>
      {holdings.map((holding) => (
        <HoldingCard
          key={`${holding.symbol}-${holding.kind}`}
          holding={holding}
          onSell={() =>
            open(
              { symbol: holding.symbol, name: holding.name, market: holding.market },
              { side: 'sell', kind: holding.kind },
            )
          }
          onDetail={(purchase) => go({ to: '/trade/positionDetail', search: { id: purchase.id } })}
        />
      ))}
    </section>
  )
}

function History() {
  const { t } = useTranslation('trade')
  const go = useGo()
  const history = useInfiniteQuery(tradeQueries.history())
  return (
    <PagedList
      query={history}
      label={t('tabs.history')}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <PositionCard
          row={row}
          actions={
            <ActionButton onClick={() => go({ to: '/trade/positionDetail', search: { id: row.id } })}>
              {t('actions.detail')}
            </ActionButton>
          }
        />
      )}
    />
  )
}
