// The borrowing form (借款): the term (7, 14 or 30 days, each with its daily rate), the amount
// within the minimum and what is still available, and what a day of interest will cost.
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { moneyRefresh } from '../api/queries/money.ts'
import { useSubmission } from '../api/use-submission.ts'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import { AmountItem } from './AmountForm.tsx'
import { amountCheck, cleanAmount, isAmount, notAbove } from './amounts.ts'
import { ChoiceList } from './ChoiceList.tsx'
import { dailyInterest, shortRate } from './loans.ts'
import styles from './money.module.css'

type LoanInfo = ResponseData<'/user/loaninfo'>
type Term = LoanInfo['terms'][number]['term']

interface Values {
  term: Term
  money: string
}

export function BorrowForm({ info }: { info: LoanInfo }) {
  const { t } = useTranslation(['money', 'errors'])
  const [form] = Form.useForm<Values>()
  const firstTerm = info.terms[0]?.term ?? 7
  const term = Form.useWatch('term', form) ?? firstTerm
  const typed = Form.useWatch('money', form)
  const rate = info.terms.find((offer) => offer.term === term)?.daily_rate
  const perDay = rate !== undefined && isAmount(typed) ? dailyInterest(cleanAmount(typed), rate) : undefined
  const borrow = useSubmission(
    '/user/to_jq',
    (loan) => {
      showToast(t('loan.done', { amount: formatMoney(loan.money) }))
      form.setFieldValue('money', '')
    },
    { refresh: moneyRefresh.afterLoan() },
  )
  return (
    <Form
      name="loan"
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ term: firstTerm, money: '' }}
      onFinish={(values: Values) => borrow.submit({ money: cleanAmount(values.money), term: values.term })}
      footer={
        <Button block type="submit" color="primary" size="large" loading={borrow.isPending} disabled={borrow.isPending}>
          {t('loan.submit')}
        </Button>
      }
    >
      <Form.Item name="term" label={t('loan.term')}>
        <ChoiceList
          name="term"
          label={t('loan.term')}
          layout="row"
          options={info.terms.map((offer) => ({
            value: offer.term,
            label: t('loan.termOption', { days: offer.term }),
            hint: t('loan.termRate', { rate: shortRate(offer.daily_rate) }),
          }))}
        />
      </Form.Item>
      <AmountItem
        form={form}
        label={t('loan.amount')}
        placeholder={t('loan.amountPlaceholder', { min: formatMoney(info.min_money) })}
        messages={{
          required: t('validation.loanAmountRequired'),
          format: t('validation.amountFormat'),
          positive: t('validation.amountPositive'),
        }}
        checks={[
          amountCheck(t('errors:lending_below_minimum'), (amount) => notAbove(info.min_money, amount)),
          amountCheck(t('errors:lending_unavailable'), (amount) => notAbove(amount, info.available)),
        ]}
      />
      <Form.Item>
        <p className={styles.emphasis} aria-live="polite">
          {perDay === undefined
            ? t('loan.termRate', { rate: shortRate(rate ?? '0') })
            : t('loan.interestPreview', { amount: formatMoney(perDay), days: term })}
        </p>
      </Form.Item>
    </Form>
  )
}
