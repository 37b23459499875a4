// Cash out (出金): the cash-out form, and the past cash-outs.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'

import type { RequestBody, ResponseData } from '#openapi/operations.ts'

import { moneyQueries, moneyRefresh, type Withdrawal } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { PagedList } from '../../components/PagedList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { tabSearch } from '../../frame/tab-search.ts'
import { showToast } from '../../frame/toast.ts'
import { useSwitchTab } from '../../frame/use-tab.ts'
import { formatMoney } from '../../lib/format.ts'
import { AmountItem } from '../../money/AmountForm.tsx'
import { amountCheck, cleanAmount, isAmount, notAbove, shortAmount } from '../../money/amounts.ts'
import { maskedNumber } from '../../money/banks.ts'
import { ChoiceList } from '../../money/ChoiceList.tsx'
import { usdtAt } from '../../money/conversion.ts'
import { MissingStep } from '../../money/MissingStep.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'
import { ReviewRow } from '../../money/ReviewRow.tsx'
import { chosen, entered } from '../../money/rules.ts'
import { shortAddress } from '../../money/usdt.ts'

// 出金: TWD to one of the user's bank cards, or its USDT equivalent to one of their USDT
// addresses, with the fund password. The amount is held until the broker's review. The
// second tab lists the cash-out requests with their review status.
const tabs = ['form', 'records'] as const
type Tab = (typeof tabs)[number]

export const Route = createFileRoute('/information/cashOut')({
  validateSearch: tabSearch(tabs),
  component: CashOutScreen,
})

type Destination = NonNullable<RequestBody<'/user/withdrawal'>['type']>

interface Values {
  type: Destination
  target: number | undefined
  money: string
  passwords: string
}

function CashOutScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const { tab = 'form' } = Route.useSearch()
  const switchTab = useSwitchTab<Tab>()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('cashOut.title')} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} className={styles.tabs}>
        <Tabs.Tab title={t('cashOut.tabs.form')} key="form" />
        <Tabs.Tab title={t('cashOut.tabs.records')} key="records" />
      </Tabs>
      {tab === 'form' ? <CashOutGate onDone={() => switchTab('records')} /> : <WithdrawalRecords />}
    </main>
  )
}

/** The form, once the user may cash out at all (verified identity, a fund password). */
function CashOutGate({ onDone }: { onDone: () => void }) {
  const profile = useQuery(moneyQueries.balances())
  const conditions = useQuery(moneyQueries.withdrawalWindow())
  if (profile.data === undefined || conditions.data === undefined) {
    return <Pending queries={[profile, conditions]} />
  }
  if (profile.data.is_true !== 1) return <MissingStep step="verification" />
  if (profile.data.passwords !== 1) return <MissingStep step="fundPassword" />
  return (
    <CashOutForm
      available={profile.data.money}
      credit={profile.data.xyf}
      conditions={conditions.data}
      onDone={onDone}
    />
  )
}

interface CashOutFormProps {
  available: string
  credit: number
  conditions: ResponseData<'/user/iswithdrawal'>
  onDone: () => void
}

function CashOutForm({ available, credit, conditions, onDone }: CashOutFormProps) {
  const { t } = useTranslation(['money', 'errors'])
  const go = useGo()
  const [form] = Form.useForm<Values>()
  const type = Form.useWatch('type', form) ?? 'bank'
  const typed = Form.useWatch('money', form)
  const cards = useQuery(moneyQueries.cards())
  const addresses = useQuery(moneyQueries.usdtAddresses())
  const withdrawal = useSubmission(
    '/user/withdrawal',
    () => {
      showToast(t('cashOut.submitted'))
      form.resetFields()
      onDone()
    },
    { refresh: moneyRefresh.afterWithdrawal() },
  )
  const bounds = { min: shortAmount(conditions.min_money), max: shortAmount(conditions.max_money) }
  const targets =
    type === 'bank'
      ? (cards.data ?? []).map((card) => ({
          value: card.id,
          label: `${card.bank_name} ${maskedNumber(card.bank_num)}`,
        }))
      : (addresses.data ?? []).map((address) => ({
          value: address.id,
          label: `USDT-${address.network} ${shortAddress(address.address)}`,
        }))

  return (
    <>
      {conditions.is_open === 0 ? (
        <p className={styles.notice} role="note">
          {t('errors:withdraw_time_window', { start: conditions.start_time, end: conditions.end_time })}
        </p>
      ) : null}
      {credit < conditions.min_credit ? (
        <p className={styles.notice} role="note">
          {t('errors:credit_score_too_low')}
        </p>
      ) : null}
      <p className={styles.hint}>
        {t(conditions.weekdays_only === 1 ? 'cashOut.windowBankingDays' : 'cashOut.window', {
          start: conditions.start_time,
          end: conditions.end_time,
          min: formatMoney(conditions.min_money),
          max: formatMoney(conditions.max_money),
        })}
      </p>
      <Form
        name="cashOut"
        form={form}
        className={styles.form}
        layout="vertical"
        initialValues={{ type: 'bank', target: undefined, money: '', passwords: '' }}
        // A card's id means nothing among the addresses, and the other way round.
        onValuesChange={(changed: Partial<Values>) => {
          if ('type' in changed) form.setFieldValue('target', undefined)
        }}
        onFinish={(values: Values) =>
          withdrawal.submit({
            money: cleanAmount(values.money),
            bankid: values.target ?? 0,
            passwords: values.passwords,
            type: values.type,
          })
        }
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={withdrawal.isPending}
            disabled={withdrawal.isPending}
          >
            {t('cashOut.submit')}
          </Button>
        }
      >
        <Form.Item name="type" label={t('cashOut.to')}>
          <ChoiceList<Destination>
            name="type"
            label={t('cashOut.to')}
            layout="row"
            options={[
              { value: 'bank', label: t('cashOut.toBank') },
              { value: 'usdt', label: t('cashOut.toUsdt') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="target"
          label={t(type === 'bank' ? 'cashOut.card' : 'cashOut.address')}
          required
          rules={[chosen(t(type === 'bank' ? 'validation.cardRequired' : 'validation.addressRequired'))]}
        >
          {targets.length === 0 ? (
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => go({ to: type === 'bank' ? '/information/addBankCard' : '/information/usdtAddress' })}
            >
              {t(type === 'bank' ? 'cashOut.addCard' : 'cashOut.addAddress')}
            </Button>
          ) : (
            <ChoiceList
              name="target"
              label={t(type === 'bank' ? 'cashOut.card' : 'cashOut.address')}
              options={targets}
            />
          )}
        </Form.Item>
        <AmountItem
          form={form}
          label={t('cashOut.amount')}
          placeholder={t('cashOut.amountPlaceholder')}
          description={t('cashOut.available', { amount: formatMoney(available) })}
          fillAll={{ label: t('cashOut.all'), amount: available }}
          messages={{
            required: t('validation.cashOutAmountRequired'),
            format: t('validation.amountFormat'),
            positive: t('validation.amountPositive'),
          }}
          checks={[
            amountCheck(
              t('errors:withdraw_amount_limit', bounds),
              (amount) => notAbove(conditions.min_money, amount) && notAbove(amount, conditions.max_money),
            ),
            amountCheck(t('errors:balance_insufficient'), (amount) => notAbove(amount, available)),
          ]}
        />
        {type === 'usdt' && isAmount(typed) ? (
          <p className={styles.hint}>
            {t('cashOut.usdtEstimate', {
              amount: formatMoney(usdtAt(cleanAmount(typed), conditions.usdt_rate, 'down')),
              rate: conditions.usdt_rate,
            })}
          </p>
        ) : null}
        <Form.Item
          name="passwords"
          label={t('cashOut.fundPassword')}
          rules={[entered(t('validation.fundPasswordRequired'))]}
        >
          <Input type="password" autoComplete="off" maxLength={32} placeholder={t('cashOut.fundPasswordPlaceholder')} />
        </Form.Item>
      </Form>
    </>
  )
}

function WithdrawalRecords() {
  const { t } = useTranslation(['money', 'errors'])
  const query = useInfiniteQuery(moneyQueries.withdrawals())
  return (
    <PagedList<Withdrawal>
      query={query}
      label={t('cashOut.tabs.records')}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <ReviewRow
          title={`${row.target_name} ${row.target_account}`}
          meta={`${row.order_number} · ${row.create_time}`}
          amount={
            <>
              {/* A rejected cash-out has moved nothing in the end. */}
              <span className={row.status === 2 ? '' : styles.out}>-{formatMoney(row.money)}</span>
              {row.type === 'usdt' ? (
                <span className={styles.rowMeta}> ({formatMoney(row.usdt_money)} USDT)</span>
              ) : null}
            </>
          }
          status={row.status}
        />
      )}
    />
  )
}
