// Deposit by a channel: its transfer details, the channel password where it asks for one, the
// transfer proof (an image, uploaded first), and the deposit request itself.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { ImageUpload } from '../../components/ImageUpload.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { useGo } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { localName } from '../../i18n/local-name.ts'
import { formatMoney } from '../../lib/format.ts'
import { isAmount } from '../../money/amounts.ts'
import { usdtAt } from '../../money/conversion.ts'
import { CopyButton } from '../../money/CopyButton.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'
import { entered } from '../../money/rules.ts'

export const Route = createFileRoute('/information/rechargeChannel')({
  validateSearch: (search: Record<string, unknown>): { id: number; money: string } => ({
    id: typeof search.id === 'number' && Number.isSafeInteger(search.id) ? search.id : 0,
    money: typeof search.money === 'string' || typeof search.money === 'number' ? String(search.money) : '',
  }),
  component: RechargeChannelScreen,
})

type Channel = ResponseData<'/common/recharge_channel'>[number]

interface Values {
  proof: string[]
  password: string
}

function RechargeChannelScreen() {
  const { t } = useTranslation('money')
  const go = useGo()
  const { id, money } = Route.useSearch()
  const channels = useQuery(moneyQueries.rechargeChannels())
  const channel = channels.data?.find((candidate) => candidate.id === id)

  return (
    <main className={styles.screen}>
      <BackHeader title={t('rechargeChannel.title')} />
      {channels.data === undefined ? (
        <Pending queries={[channels]} />
      ) : channel === undefined || !isAmount(money) ? (
        <>
          <EmptyState hint={t('rechargeChannel.nothingChosen')} />
          <div className={styles.footer}>
            <Button block color="primary" onClick={() => go({ to: '/information/recharge', replace: true })}>
              {t('rechargeChannel.choose')}
            </Button>
          </div>
        </>
      ) : (
        <ChannelForm channel={channel} money={money} />
      )}
    </main>
  )
}

function TransferDetails({ channel, money }: { channel: Channel; money: string }) {
  const { t, i18n } = useTranslation('money')
  const usdt = channel.type === 'usdt'
  const rows = usdt
    ? [
        { label: t('rechargeChannel.network'), value: channel.network, copy: false },
        { label: t('rechargeChannel.address'), value: channel.address, copy: true },
      ]
    : [
        { label: t('rechargeChannel.bank'), value: `${channel.bank_name}（${channel.bank_code}）`, copy: false },
        { label: t('rechargeChannel.account'), value: channel.bank_num, copy: true },
        { label: t('rechargeChannel.holder'), value: channel.realname, copy: false },
        { label: t('rechargeChannel.branch'), value: channel.bank_address, copy: false },
      ]
  return (
    <section className={styles.card} aria-label={t('rechargeChannel.details')}>
      <h2 className={styles.cardTitle}>{localName(channel.name, channel.name_en, i18n.language)}</h2>
      <p className={styles.caption}>{t('rechargeChannel.credit')}</p>
      <p className={styles.big}>NT$ {formatMoney(money)}</p>
      {usdt ? (
        <p className={styles.emphasis}>
          {t('rechargeChannel.payUsdt', { amount: formatMoney(usdtAt(money, channel.rate, 'up')), rate: channel.rate })}
        </p>
      ) : null}
      <dl className={styles.detail}>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span>{row.value}</span>
              {row.copy ? <CopyButton value={row.value} label={row.label} /> : null}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  )
}

function ChannelForm({ channel, money }: { channel: Channel; money: string }) {
  const { t } = useTranslation('money')
  const go = useGo()
  const deposit = useSubmission(
    '/user/chongzhi',
    () => {
      showToast(t('rechargeChannel.submitted'))
      go({ to: '/information/recharge', search: { tab: 'records' }, replace: true })
    },
    { refresh: moneyRefresh.afterDeposit() },
  )
  return (
    <>
      <TransferDetails channel={channel} money={money} />
      <Form
        name="rechargeChannel"
        className={styles.form}
        layout="vertical"
        initialValues={{ proof: [], password: '' }}
        onFinish={(values: Values) =>
          deposit.submit({
            money,
            id: channel.id,
            pay_img: values.proof[0] ?? '',
            ...(channel.need_password === 1 ? { password: values.password } : {}),
          })
        }
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={deposit.isPending}
            disabled={deposit.isPending}
          >
            {t('rechargeChannel.submit')}
          </Button>
        }
      >
        {channel.need_password === 1 ? (
          <Form.Item
            name="password"
            label={t('rechargeChannel.password')}
            rules={[entered(t('validation.channelPasswordRequired'))]}
          >
            <Input
              type="password"
              autoComplete="off"
              maxLength={32}
              placeholder={t('rechargeChannel.passwordPlaceholder')}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="proof"
          label={t('rechargeChannel.proof')}
          description={t('rechargeChannel.proofHelp')}
          required
          rules={[
            {
              validator: async (_, proof: string[] | undefined) => {
                if (!proof?.length) throw new Error(t('validation.proofRequired'))
              },
            },
          ]}
        >
          <ProofUpload label={t('rechargeChannel.proof')} />
        </Form.Item>
      </Form>
    </>
  )
}

/** The uploader as a form field (Form.Item hands it value and onChange). */
function ProofUpload({
  label,
  value = [],
  onChange,
}: {
  label: string
  value?: string[]
  onChange?: (paths: string[]) => void
}) {
  return <ImageUpload label={label} value={value} onChange={(paths) => onChange?.(paths)} maxCount={1} />
}
