// Positions (持倉, the third tab): holdings, pending orders and the history.
// 持倉 (the third tab): the account's holdings with cost, market value, unrealised profit
// and loss and what can be sold now; what waits for its T+2 settlement; the credit account
// with its maintenance ratio and any margin call; pending orders (filled in part or not)
// with cancel; the history of sales and unfilled orders. Everything refreshes while the
// screen is visible.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../../api/queries/account.ts'
import { tradeQueries, tradeRefresh } from '../../api/queries/trade.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { confirm as confirmDialog } from '../../components/confirm.ts'
import { Loading } from '../../components/Loading.tsx'
import { PriceChange } from '../../components/market/PriceChange.tsx'
import { useOpenStock } from '../../components/market/use-open-stock.ts'
import { PagedList } from '../../components/PagedList.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { useGo } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import { addAmounts } from '../../lib/money.ts'
import styles from '../../market/screens.module.css'
import { CreditSummary } from '../../trade/CreditSummary.tsx'
import { ActionButton, PositionCard, type PositionRow } from '../../trade/PositionCard.tsx'
import summary from '../../trade/Summary.module.css'

type Section = 'holdings' | 'orders' | 'history'

export const Route = createFileRoute('/trade/index')({
  staticData: { tabBar: true },
  component: PositionsScreen,
})

function PositionsScreen() {
  const { t } = useTranslation('trade')
  const [section, setSection] = useState<Section>('holdings')
  const positions = useQuery(tradeQueries.positions())
  const user = useQuery(accountQueries.info())
  const settlements = useQuery(tradeQueries.settlements())
  const rows = positions.data ?? []
  const holdings = rows.filter((row) => row.status === 1)
  const pending = rows.filter((row) => row.status === 3)
  const totalValue = addAmounts('0.00', ...holdings.map((row) => row.market_value ?? '0.00'))
  const totalPnl = addAmounts('0.00', ...holdings.map((row) => row.yingkui))

  return (
    <main className={styles.screen}>
      <BackHeader title={t('title')} showBack={false} />
      <PullRefresh onRefresh={() => Promise.all([positions.refetch(), user.refetch(), settlements.refetch()])}>
        <section className={summary.summary} aria-label={t('summary.label')}>
          <div>
            <span>{t('summary.marketValue')}</span>
            <strong data-testid="total-market-value">{formatMoney(totalValue)}</strong>
          </div>
          <div>
            <span>{t('summary.pnl')}</span>
            <strong>
              <PriceChange value={totalPnl} money />
            </strong>
          </div>
          <div>
            <span>{t('summary.cash')}</span>
            <strong data-testid="available-cash">{user.data ? formatMoney(user.data.money) : '--'}</strong>
          </div>
          <div>
            <span>{t('summary.frozen')}</span>
            <strong>{user.data ? formatMoney(user.data.freeze_money) : '--'}</strong>
          </div>
          <div>
            <span>{t('summary.payable')}</span>
            <strong data-testid="settlement-payable">
              {settlements.data ? formatMoney(settlements.data.payable) : '--'}
            </strong>
          </div>
          <div>
            <span>{t('summary.receivable')}</span>
            <strong data-testid="settlement-receivable">
              {settlements.data ? formatMoney(settlements.data.receivable) : '--'}
            </strong>
          </div>
        </section>
        <CreditSummary />
        <Tabs activeKey={section} onChange={(key) => setSection(key as Section)}>
          <Tabs.Tab key="holdings" title={t('tabs.holdings', { count: holdings.length })} />
          <Tabs.Tab key="orders" title={t('tabs.orders', { count: pending.length })} />
          <Tabs.Tab key="history" title={t('tabs.history')} />
        </Tabs>
        {positions.isPending ? (
          <div className={styles.loading}>
            <Loading label={t('common:loading')} />
          </div>
        ) : section === 'holdings' ? (
          <Holdings rows={holdings} />
        ) : section === 'orders' ? (
          <PendingOrders rows={pending} />
        ) : (
          <History />
        )}
      </PullRefresh>
    </main>
  )
}

function Holdings({ rows }: { rows: PositionRow[] }) {
  const { t } = useTranslation('trade')
  const open = useOpenStock()
  const go = useGo()
  if (rows.length === 0) return <EmptyState />
  return (
    <section aria-label={t('tabs.holdingsLabel')}>
      {rows.map((row) => (
        <PositionCard
          key={row.id}
          row={row}
          actions={
            <>
              <ActionButton onClick={() => go({ to: '/trade/positionDetail', search: { id: row.id } })}>
                {t('actions.detail')}
              </ActionButton>
              <ActionButton
                onClick={() =>
                  open(
                    { symbol: row.stock_code, name: row.stock_name, market: row.market },
                    { side: 'sell', position: row.id },
                  )
                }
              >
                {t('actions.sell')}
              </ActionButton>
            </>
          }
        />
      ))}
    </section>
  )
}

function PendingOrders({ rows }: { rows: PositionRow[] }) {
  const { t } = useTranslation('trade')
  const cancel = useSubmission('/trade/cancel_stock', () => showToast(t('cancelled')), {
    refresh: tradeRefresh.afterCancel(),
  })
  if (rows.length === 0) return <EmptyState />
  return (
    <section aria-label={t('tabs.ordersLabel')}>
      {rows.map((row) => (
        <PositionCard
          key={row.id}
          row={row}
          actions={
            <ActionButton
              danger
              onClick={() => {
                void confirmDialog({
                  title: t('cancelConfirm.title'),
                  content: t('cancelConfirm.content', { name: row.stock_name, id: row.id }),
                  confirmText: t('actions.cancel'),
                  cancelText: t('common:cancel'),
                  onConfirm: () => cancel.submit({ id: row.id }),
                })
              }}
            >
              {t('actions.cancel')}
            </ActionButton>
          }
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
