// Loan (借款): borrow within the quota the credit score gives, for a term, while the channel is
// open; the money is in the TWD balance at once and interest is charged daily.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { moneyQueries } from '../../api/queries/money.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { BorrowForm } from '../../money/BorrowForm.tsx'
import { LoanSummary } from '../../money/LoanSummary.tsx'
import { MissingStep } from '../../money/MissingStep.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'

export const Route = createFileRoute('/home/loan')({
  component: LoanScreen,
})

function LoanScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const go = useGo()
  const profile = useQuery(moneyQueries.balances())
  const info = useQuery(moneyQueries.loanInfo())
  return (
    <main className={styles.screen}>
      <BackHeader
        title={t('loan.title')}
        right={
          <Button size="small" fill="none" color="primary" onClick={() => go({ to: '/home/loanRe' })}>
            {t('loan.toRepay')}
          </Button>
        }
      />
      {info.data === undefined || profile.data === undefined ? (
        <Pending queries={[info, profile]} />
      ) : (
        <>
          <LoanSummary info={info.data} lead="available" />
          <p className={styles.hint}>
            {t('loan.quotaByScore', { score: info.data.xyf })}
            <br />
            {t('loan.hours', { start: info.data.start_time, end: info.data.end_time })}
          </p>
          {profile.data.is_true !== 1 ? (
            <MissingStep step="verification" />
          ) : info.data.overdue === 1 ? (
            <p className={styles.notice} role="note">
              {t('errors:loan_overdue_outstanding')}
            </p>
          ) : info.data.is_open === 0 ? (
            <p className={styles.notice} role="note">
              {t('errors:lending_unavailable')}
            </p>
          ) : (
            <BorrowForm info={info.data} />
          )}
        </>
      )}
    </main>
  )
}
