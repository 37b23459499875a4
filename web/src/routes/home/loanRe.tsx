// Loan repayment (還款): what is owed, the repayment form, and the loans.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Tag from 'antd-mobile/es/components/tag'
import { useTranslation } from 'react-i18next'

import { type Loan, type LoanStatus, moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { PagedList } from '../../components/PagedList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { tabSearch } from '../../frame/tab-search.ts'
import { showToast } from '../../frame/toast.ts'
import { useSwitchTab } from '../../frame/use-tab.ts'
import { formatMoney } from '../../lib/format.ts'
import { AmountForm } from '../../money/AmountForm.tsx'
import { amountCheck, notAbove } from '../../money/amounts.ts'
import { shortRate } from '../../money/loans.ts'
import { LoanSummary } from '../../money/LoanSummary.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'

// 還款: repay what is owed, interest included (each loan's interest before its principal,
// oldest loan first), and the loans in progress or finished, with their terms, interest,
// due dates and whether they are overdue.
const tabs = ['0', '1'] as const
type Tab = (typeof tabs)[number]

export const Route = createFileRoute('/home/loanRe')({
  validateSearch: tabSearch(tabs),
  component: RepayScreen,
})

function RepayScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const { tab = '0' } = Route.useSearch()
  const switchTab = useSwitchTab<Tab>()
  const info = useQuery(moneyQueries.loanInfo())
  const profile = useQuery(moneyQueries.balances())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('repay.title')} />
      {info.data === undefined || profile.data === undefined ? (
        <Pending queries={[info, profile]} />
      ) : (
        <>
          <LoanSummary info={info.data} lead="owed" />
          {info.data.owed === '0.00' ? (
            <p className={styles.notice} role="note">
              {t('errors:loan_none_outstanding')}
            </p>
          ) : (
            <RepayForm owed={info.data.owed} balance={profile.data.money} />
          )}
        </>
      )}
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} className={styles.tabs}>
        <Tabs.Tab title={t('repay.tabs.0')} key="0" />
        <Tabs.Tab title={t('repay.tabs.1')} key="1" />
      </Tabs>
      <Loans status={tab === '0' ? 0 : 1} />
    </main>
  )
}

function RepayForm({ owed, balance }: { owed: string; balance: string }) {
  const { t } = useTranslation(['money', 'errors'])
  return (
    <AmountForm
      name="repay"
      path="/user/to_hq"
      refresh={moneyRefresh.afterLoan()}
      label={t('repay.amount')}
      placeholder={t('repay.amountPlaceholder')}
      submitLabel={t('repay.submit')}
      description={`${t('repay.balance', { amount: formatMoney(balance) })} · ${t('repay.order')}`}
      fillAll={{ label: t('repay.all'), amount: owed }}
      messages={{
        required: t('validation.repayAmountRequired'),
        format: t('validation.amountFormat'),
        positive: t('validation.amountPositive'),
      }}
      checks={[
        amountCheck(t('validation.repayAboveLoan'), (amount) => notAbove(amount, owed)),
        amountCheck(t('errors:balance_insufficient'), (amount) => notAbove(amount, balance)),
      ]}
      onDone={(done) =>
        showToast(
          t('repay.done', {
            amount: formatMoney(done.money),
            interest: formatMoney(done.interest),
            principal: formatMoney(done.principal),
            owed: formatMoney(done.owed),
          }),
        )
      }
    />
  )
}

function Loans({ status }: { status: LoanStatus }) {
  const { t } = useTranslation(['money', 'errors'])
  const query = useInfiniteQuery(moneyQueries.loans(status))
  return (
    <PagedList<Loan>
      query={query}
      label={t(`repay.tabs.${status}`)}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <div className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.rowTitle}>NT$ {formatMoney(row.money)}</p>
            <p className={styles.rowMeta}>
              {row.order_number} · {row.create_time}
            </p>
            <p className={styles.rowMeta}>
              {t('repay.terms', { term: row.term, rate: shortRate(row.daily_rate), due: row.due_time })}
            </p>
            <p className={styles.rowMeta}>
              {row.status === 1
                ? t('repay.finishedAt', { time: row.finish_time })
                : t('repay.repaid', { amount: formatMoney(row.repaid) })}{' '}
              · {t('repay.interest', { amount: formatMoney(row.interest), paid: formatMoney(row.interest_paid) })}
            </p>
          </div>
          <div className={styles.rowSide}>
            <p className={styles.amount}>{t('repay.owed', { amount: formatMoney(row.owed) })}</p>
            <Tag color={row.status === 1 ? 'success' : 'warning'} fill="outline">
              {t(`repay.status.${row.status}`)}
            </Tag>
            {row.overdue === 1 ? (
              <Tag color="danger" fill="solid">
                {t('repay.overdue')}
              </Tag>
            ) : null}
          </div>
        </div>
      )}
    />
  )
}
