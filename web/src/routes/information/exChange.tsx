// Currency exchange (兌換) between TWD, USD and USDT at the server's rates, with what the user
// will get shown before they confirm (rounded down to the cent, as the server rounds). The rates
// move: the exchange confirms the quote shown (its quote_id); refused because the quote has
// moved on, the screen reads the new one and keeps what was typed.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { showToast } from '../../frame/toast.ts'
import { formatMoney } from '../../lib/format.ts'
import { AmountItem } from '../../money/AmountForm.tsx'
import { amountCheck, cleanAmount, isAmount, notAbove } from '../../money/amounts.ts'
import { ChoiceList } from '../../money/ChoiceList.tsx'
import { convertAmount, type Currency } from '../../money/conversion.ts'
import { exchangeBoard } from '../../money/exchange-board.ts'
import styles from '../../money/money.module.css'

export const Route = createFileRoute('/information/exChange')({
  component: ExchangeScreen,
})

const currencies: readonly Currency[] = ['TWD', 'USD', 'USDT']

interface Values {
  from: Currency
  to: Currency
  money: string
}

function balanceIn(profile: ResponseData<'/user/getUserinfo'> | undefined, currency: Currency): string {
  if (profile === undefined) return '0.00'
  return currency === 'TWD' ? profile.money : currency === 'USD' ? profile.usd_money : profile.usdt_money
}

function ExchangeScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const [form] = Form.useForm<Values>()
  const profile = useQuery(moneyQueries.balances())
  const rates = useQuery(moneyQueries.rates())
  const from = Form.useWatch('from', form) ?? 'TWD'
  const to = Form.useWatch('to', form) ?? 'USD'
  const typed = Form.useWatch('money', form)
  const available = balanceIn(profile.data, from)
  const preview =
    rates.data && isAmount(typed) && from !== to ? convertAmount(cleanAmount(typed), from, to, rates.data) : undefined
  const exchange = useSubmission(
    '/user/rotation',
    (done) => {
      showToast(t('exchange.done', { amount: formatMoney(done.to_money), currency: done.to }))
      form.setFieldValue('money', '')
    },
    { refresh: moneyRefresh.afterExchange() },
  )
  const options = currencies.map((currency) => ({ label: currency, value: currency }))
  const quote = rates.data?.[0]

  return (
    <main className={styles.screen}>
      <BackHeader title={t('exchange.title')} />
      <section className={styles.card} aria-label={t('exchange.rates')}>
        <h2 className={styles.cardTitle}>{t('exchange.rates')}</h2>
        <table className={styles.rates}>
          <thead>
            <tr>
              <th scope="col">{t('exchange.currency')}</th>
              <th scope="col">{t('exchange.bankBuys')}</th>
              <th scope="col">{t('exchange.bankSells')}</th>
            </tr>
          </thead>
          <tbody>
            {exchangeBoard(rates.data ?? []).map((row) => (
              <tr key={row.currency}>
                <th scope="row">{row.currency}</th>
                <td>{row.bankBuys}</td>
                <td>{row.bankSells}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.cardHint}>{t('exchange.boardHint')}</p>
        {quote === undefined ? null : (
          <p className={styles.cardHint}>{t('exchange.quoteTime', { time: quote.quote_time })}</p>
        )}
        <p className={styles.cardHint}>{t('exchange.moving')}</p>
      </section>
      <Form
        name="exchange"
        form={form}
        className={styles.form}
        layout="vertical"
        initialValues={{ from: 'TWD', to: 'USD', money: '' }}
        onFinish={(values: Values) =>
          exchange.submit({
            money: cleanAmount(values.money),
            from: values.from,
            to: values.to,
            ...(quote === undefined ? {} : { quote_id: quote.quote_id }),
          })
        }
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={exchange.isPending}
            disabled={exchange.isPending}
          >
            {t('exchange.submit')}
          </Button>
        }
      >
        <Form.Item
          name="from"
          label={t('exchange.from')}
          description={t('exchange.balance', { amount: formatMoney(available), currency: from })}
        >
          <ChoiceList name="from" label={t('exchange.from')} options={options} layout="row" />
        </Form.Item>
        <Button
          size="small"
          fill="none"
          color="primary"
          onClick={() => {
            form.setFieldsValue({ from: to, to: from })
            void form.validateFields(['to']).catch(() => {})
          }}
        >
          {t('exchange.swap')}
        </Button>
        <Form.Item
          name="to"
          label={t('exchange.to')}
          dependencies={['from']}
          rules={[
            {
              validator: async (_, value: Currency) => {
                if (value === form.getFieldValue('from')) throw new Error(t('validation.sameCurrency'))
              },
            },
          ]}
        >
          <ChoiceList name="to" label={t('exchange.to')} options={options} layout="row" />
        </Form.Item>
        <AmountItem
          form={form}
          label={t('exchange.amount', { currency: from })}
          placeholder={t('exchange.amountPlaceholder')}
          dependencies={['from', 'to']}
          fillAll={{ label: t('exchange.all'), amount: available }}
          messages={{
            required: t('validation.exchangeAmountRequired'),
            format: t('validation.amountFormat'),
            positive: t('validation.amountPositive'),
          }}
          checks={[
            amountCheck(t('errors:balance_insufficient'), (amount) => notAbove(amount, available)),
            amountCheck(t('errors:exchange_amount_too_small'), (amount) => {
              const result = rates.data && from !== to ? convertAmount(amount, from, to, rates.data) : undefined
              return result === undefined || result !== '0.00'
            }),
          ]}
        />
        <Form.Item>
          <p className={styles.emphasis} aria-live="polite">
            {preview === undefined
              ? t('exchange.previewEmpty')
              : t('exchange.preview', { amount: formatMoney(preview), currency: to })}
          </p>
        </Form.Item>
      </Form>
    </main>
  )
}
