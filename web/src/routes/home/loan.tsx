// Loan (借款): what may be borrowed, and the borrowing form.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'
import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import { AmountForm } from '../../money/AmountForm.tsx'
import { amountCheck, notAbove } from '../../money/amounts.ts'
import { LoanSummary } from '../../money/LoanSummary.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'
import { MissingStep } from '../../money/MissingStep.tsx'

// 借款: borrow within the quota; the money is in the TWD balance at once.
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
          {profile.data.is_true !== 1 ? (
            <MissingStep step="verification" />
          ) : info.data.is_open === 0 ? (
            <p className={styles.notice} role="note">
              {t('errors:lending_unavailable')}
            </p>
          ) : (
            <BorrowForm available={info.data.available} min={info.data.min_money} />
          )}
        </>
      )}
    </main>
  )
}

function BorrowForm({ available, min }: { available: string; min: string }) {
  const { t } = useTranslation(['money', 'errors'])
  return (
    <AmountForm
      name="loan"
      path="/user/to_jq"
      refresh={moneyRefresh.afterLoan()}
      label={t('loan.amount')}
      placeholder={t('loan.amountPlaceholder', { min: formatMoney(min) })}
      submitLabel={t('loan.submit')}
      messages={{ required: t('validation.loanAmountRequired'), format: t('validation.amountFormat'), positive: t('validation.amountPositive') }}
      checks={[
        amountCheck(t('errors:lending_below_minimum'), (amount) => notAbove(min, amount)),
        amountCheck(t('errors:lending_unavailable'), (amount) => notAbove(amount, available)),
      ]}
      onDone={(loan) => showToast(t('loan.done', { amount: formatMoney(loan.money) }))}
    />
  )
}
