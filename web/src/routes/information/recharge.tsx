// Deposit (入金): the amount and channel, and the past deposits.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import { useTranslation } from 'react-i18next'

import { type Deposit, moneyQueries } from '../../api/queries/money.ts'
import { PagedList } from '../../components/PagedList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { tabSearch } from '../../frame/tab-search.ts'
import { useSwitchTab } from '../../frame/use-tab.ts'
import { localName } from '../../i18n/local-name.ts'
import { formatMoney } from '../../lib/format.ts'
import { AmountItem } from '../../money/AmountForm.tsx'
import { amountCheck, cleanAmount, notAbove, shortAmount } from '../../money/amounts.ts'
import { ChoiceList } from '../../money/ChoiceList.tsx'
import styles from '../../money/money.module.css'
import { ReviewRow } from '../../money/ReviewRow.tsx'
import { chosen } from '../../money/rules.ts'

// 入金: the deposit window and bounds, the amount and the channel; the channel's details and
// the transfer proof follow on /information/rechargeChannel. The second tab lists the
// deposit requests with their review status.
const tabs = ['form', 'records'] as const
type Tab = (typeof tabs)[number]

export const Route = createFileRoute('/information/recharge')({
  validateSearch: tabSearch(tabs),
  component: RechargeScreen,
})

const quickAmounts = ['1000', '5000', '10000', '50000', '100000'] as const

interface Values {
  money: string
  channel: number | undefined
}

function RechargeScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const { tab = 'form' } = Route.useSearch()
  const switchTab = useSwitchTab<Tab>()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('recharge.title')} />
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} className={styles.tabs}>
        <Tabs.Tab title={t('recharge.tabs.form')} key="form" />
        <Tabs.Tab title={t('recharge.tabs.records')} key="records" />
      </Tabs>
      {tab === 'form' ? <RechargeForm /> : <DepositRecords />}
    </main>
  )
}

function RechargeForm() {
  const { t, i18n } = useTranslation(['money', 'errors'])
  const go = useGo()
  const [form] = Form.useForm<Values>()
  const depositWindow = useQuery(moneyQueries.depositWindow())
  const channels = useQuery(moneyQueries.rechargeChannels())
  const bounds = depositWindow.data && {
    min: shortAmount(depositWindow.data.min_money),
    max: shortAmount(depositWindow.data.max_money),
  }
  const outOfBounds = bounds && t('errors:deposit_amount_limit', bounds)
  const closed = depositWindow.data?.is_open === 0

  return (
    <>
      {depositWindow.data ? (
        closed ? (
          <p className={styles.notice} role="note">
            {t('errors:deposit_time_window', {
              start: depositWindow.data.start_time,
              end: depositWindow.data.end_time,
            })}
          </p>
        ) : (
          <p className={styles.hint}>
            {t('recharge.window', {
              start: depositWindow.data.start_time,
              end: depositWindow.data.end_time,
              min: formatMoney(depositWindow.data.min_money),
              max: formatMoney(depositWindow.data.max_money),
            })}
          </p>
        )
      ) : null}
      <Form
        name="recharge"
        form={form}
        className={styles.form}
        layout="vertical"
        initialValues={{ money: '', channel: undefined }}
        onFinish={(values: Values) =>
          go({
            to: '/information/rechargeChannel',
            search: { id: values.channel ?? 0, money: cleanAmount(values.money) },
          })
        }
        footer={
          <Button block type="submit" color="primary" size="large" disabled={closed || depositWindow.isPending}>
            {t('recharge.next')}
          </Button>
        }
      >
        <AmountItem
          form={form}
          label={t('recharge.amount')}
          placeholder={t('recharge.amountPlaceholder')}
          messages={{
            required: t('validation.depositAmountRequired'),
            format: t('validation.amountFormat'),
            positive: t('validation.amountPositive'),
          }}
          checks={
            depositWindow.data && outOfBounds
              ? [
                  amountCheck(
                    outOfBounds,
                    (amount) =>
                      notAbove(depositWindow.data.min_money, amount) && notAbove(amount, depositWindow.data.max_money),
                  ),
                ]
              : []
          }
        />
        <div className={styles.quick} role="group" aria-label={t('recharge.quick')}>
          {quickAmounts.map((amount) => (
            <Button key={amount} size="small" onClick={() => form.setFieldValue('money', amount)}>
              {formatMoney(amount).replace(/\.00$/, '')}
            </Button>
          ))}
        </div>
        <Form.Item
          name="channel"
          label={t('recharge.channel')}
          required
          rules={[chosen(t('validation.channelRequired'))]}
        >
          <ChoiceList
            name="channel"
            label={t('recharge.channel')}
            options={(channels.data ?? []).map((channel) => ({
              value: channel.id,
              label: localName(channel.name, channel.name_en, i18n.language),
              ...(channel.need_password === 1 ? { hint: t('recharge.needsPassword') } : {}),
            }))}
          />
        </Form.Item>
      </Form>
    </>
  )
}

function DepositRecords() {
  const { t, i18n } = useTranslation(['money', 'errors'])
  const query = useInfiniteQuery(moneyQueries.deposits())
  return (
    <PagedList<Deposit>
      query={query}
      label={t('recharge.tabs.records')}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <ReviewRow
          title={localName(row.channel_name, row.channel_name_en, i18n.language)}
          meta={`${row.order_number} · ${row.create_time}`}
          amount={
            <>
              {/* Only an approved deposit has moved money. */}
              <span className={row.status === 1 ? styles.in : ''}>+{formatMoney(row.money)}</span>
              {row.pay_currency === 'USDT' ? (
                <span className={styles.rowMeta}> ({formatMoney(row.pay_money)} USDT)</span>
              ) : null}
            </>
          }
          status={row.status}
        />
      )}
    />
  )
}
