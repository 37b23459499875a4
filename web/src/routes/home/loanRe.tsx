import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import Tag from 'antd-mobile/es/components/tag'
import Tabs from 'antd-mobile/es/components/tabs'
import { useTranslation } from 'react-i18next'
import { moneyQueries, type Loan, type LoanStatus } from '../../api/queries/money.ts'
import { PagedList } from '../../components/PagedList.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import { amountCheck, amountRules, cleanAmount, notAbove } from '../../money/amounts.ts'
import { LoanSummary } from '../../money/LoanSummary.tsx'
import styles from '../../money/money.module.css'
import { useSubmission } from '../../money/use-submission.ts'
import { tabSearch, useSwitchTab } from '../../money/use-tab.ts'

// 還款: repay what is owed (oldest loan first), and the loans in progress or finished.
const tabs = ['0', '1'] as const
type Tab = (typeof tabs)[number]

export const Route = createFileRoute('/home/loanRe')({
  validateSearch: tabSearch(tabs),
  component: RepayScreen,
})

function RepayScreen() {
  const { t } = useTranslation('money')
  const { tab = '0' } = Route.useSearch()
  const switchTab = useSwitchTab<Tab>()
  const info = useQuery(moneyQueries.loanInfo())
  const profile = useQuery(moneyQueries.balances())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('repay.title')} />
      {info.data === undefined || profile.data === undefined ? (
        <div className={styles.loading}>
          <DotLoading aria-label={t('common:loading')} />
        </div>
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
  const { t } = useTranslation('money')
  const [form] = Form.useForm<{ money: string }>()
  const repay = useSubmission('/user/to_hq', (done) => {
    showToast(t('repay.done', { amount: formatMoney(done.money), owed: formatMoney(done.owed) }))
    form.resetFields()
  })
  return (
    <Form
      name="repay"
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ money: '' }}
      onFinish={(values: { money: string }) => repay.submit({ money: cleanAmount(values.money) })}
      footer={
        <Button block type="submit" color="primary" size="large" loading={repay.isPending} disabled={repay.isPending}>
          {t('repay.submit')}
        </Button>
      }
    >
      <Form.Item
        name="money"
        label={t('repay.amount')}
        description={t('repay.balance', { amount: formatMoney(balance) })}
        extra={
          <Button size="mini" fill="none" color="primary" onClick={() => form.setFieldValue('money', owed)}>
            {t('repay.all')}
          </Button>
        }
        rules={amountRules(
          { required: t('validation.repayAmountRequired'), format: t('validation.amountFormat'), positive: t('validation.amountPositive') },
          amountCheck(t('validation.repayAboveLoan'), (amount) => notAbove(amount, owed)),
          amountCheck(t('errors:balance_insufficient'), (amount) => notAbove(amount, balance)),
        )}
      >
        <Input inputMode="decimal" autoComplete="off" clearable placeholder={t('repay.amountPlaceholder')} />
      </Form.Item>
    </Form>
  )
}

function Loans({ status }: { status: LoanStatus }) {
  const { t } = useTranslation('money')
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
              {row.status === 1 ? t('repay.finishedAt', { time: row.finish_time }) : t('repay.repaid', { amount: formatMoney(row.repaid) })}
            </p>
          </div>
          <div className={styles.rowSide}>
            <p className={styles.amount}>{t('repay.owed', { amount: formatMoney(row.owed) })}</p>
            <Tag color={row.status === 1 ? 'success' : 'warning'} fill="outline">
              {t(`repay.status.${row.status}`)}
            </Tag>
          </div>
        </div>
      )}
    />
  )
}
