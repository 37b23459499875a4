import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'
import { moneyQueries } from '../../api/queries/money.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import { amountCheck, amountRules, cleanAmount, notAbove } from '../../money/amounts.ts'
import { LoanSummary } from '../../money/LoanSummary.tsx'
import styles from '../../money/money.module.css'
import { MissingStep } from '../../money/RequireVerified.tsx'
import { useSubmission } from '../../money/use-submission.ts'

// 借款: borrow within the quota; the money is in the TWD balance at once.
export const Route = createFileRoute('/home/loan')({
  component: LoanScreen,
})

function LoanScreen() {
  const { t } = useTranslation('money')
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
        <div className={styles.loading}>
          <DotLoading aria-label={t('common:loading')} />
        </div>
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
  const { t } = useTranslation('money')
  const [form] = Form.useForm<{ money: string }>()
  const borrow = useSubmission('/user/to_jq', (loan) => {
    showToast(t('loan.done', { amount: formatMoney(loan.money) }))
    form.resetFields()
  })
  return (
    <Form
      name="loan"
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ money: '' }}
      onFinish={(values: { money: string }) => borrow.submit({ money: cleanAmount(values.money) })}
      footer={
        <Button block type="submit" color="primary" size="large" loading={borrow.isPending} disabled={borrow.isPending}>
          {t('loan.submit')}
        </Button>
      }
    >
      <Form.Item
        name="money"
        label={t('loan.amount')}
        rules={amountRules(
          { required: t('validation.loanAmountRequired'), format: t('validation.amountFormat'), positive: t('validation.amountPositive') },
          amountCheck(t('errors:lending_below_minimum'), (amount) => notAbove(min, amount)),
          amountCheck(t('errors:lending_unavailable'), (amount) => notAbove(amount, available)),
        )}
      >
        <Input inputMode="decimal" autoComplete="off" clearable placeholder={t('loan.amountPlaceholder', { min: formatMoney(min) })} />
      </Form.Item>
    </Form>
  )
}
