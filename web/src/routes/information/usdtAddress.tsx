// USDT addresses (USDT地址) bound for USDT cash-outs: unbind one, or bind another.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import Tag from 'antd-mobile/es/components/tag'
import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { usdtAddressPatterns, type UsdtNetwork } from '#rules/payout-accounts.ts'

import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { showToast } from '../../frame/toast.ts'
import { MissingStep } from '../../money/MissingStep.tsx'
import styles from '../../money/money.module.css'
import { NativeSelect } from '../../money/NativeSelect.tsx'
import { Pending } from '../../money/Pending.tsx'
import { entered } from '../../money/rules.ts'
import { shortAddress } from '../../money/usdt.ts'
import { useDeletion } from '../../money/use-deletion.ts'

export const Route = createFileRoute('/information/usdtAddress')({
  component: UsdtAddressScreen,
})

interface Values {
  network: UsdtNetwork
  address: string
  remark: string
}

function UsdtAddressScreen() {
  const { t } = useTranslation(['money', 'errors'])
  const profile = useQuery(moneyQueries.balances())
  const addresses = useQuery(moneyQueries.usdtAddresses())
  const deletion = useDeletion('/user/delUsdt', moneyRefresh.afterUsdtAddressesChanged())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('usdt.title')} />
      {addresses.data === undefined ? (
        <Pending queries={[addresses]} />
      ) : addresses.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} aria-label={t('usdt.title')}>
          {addresses.data.map((address) => (
            <li key={address.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  <Tag color="primary" fill="outline">
                    {address.network}
                  </Tag>{' '}
                  {address.remark}
                </p>
                <p className={styles.rowMeta}>{address.address}</p>
              </div>
              <Button
                size="small"
                fill="none"
                aria-label={t('usdt.delete', { address: shortAddress(address.address) })}
                disabled={deletion.isPending}
                onClick={() =>
                  deletion.remove({ id: address.id }, `${address.network} ${shortAddress(address.address)}`)
                }
              >
                <DeleteOutline />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {profile.data && profile.data.is_true !== 1 ? <MissingStep step="verification" /> : <AddAddressForm />}
    </main>
  )
}

function AddAddressForm() {
  const { t } = useTranslation(['money', 'errors'])
  const [form] = Form.useForm<Values>()
  const add = useSubmission(
    '/user/addUsdt',
    () => {
      showToast(t('usdt.done'))
      form.resetFields()
    },
    { refresh: moneyRefresh.afterUsdtAddressesChanged() },
  )
  return (
    <Form
      name="addUsdt"
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ network: 'TRC20', address: '', remark: '' }}
      onFinish={(values: Values) =>
        add.submit({ network: values.network, address: values.address.trim(), remark: values.remark.trim() })
      }
      footer={
        <Button block type="submit" color="primary" size="large" loading={add.isPending} disabled={add.isPending}>
          {t('usdt.submit')}
        </Button>
      }
    >
      <Form.Header>{t('usdt.add')}</Form.Header>
      <Form.Item name="network" label={t('usdt.network')}>
        <NativeSelect
          placeholder={t('usdt.network')}
          options={Object.keys(usdtAddressPatterns).map((network) => ({ value: network, label: network }))}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('usdt.address')}
        dependencies={['network']}
        rules={[
          entered(t('validation.addressEntered')),
          {
            validator: async (_, value: string | undefined) => {
              const address = (value ?? '').trim()
              const network = form.getFieldValue('network') as UsdtNetwork
              if (address !== '' && !usdtAddressPatterns[network].test(address))
                throw new Error(t('errors:usdt_address_invalid'))
            },
          },
        ]}
      >
        <Input autoComplete="off" maxLength={100} clearable placeholder={t('usdt.addressPlaceholder')} />
      </Form.Item>
      <Form.Item name="remark" label={t('usdt.remark')}>
        <Input autoComplete="off" maxLength={20} clearable placeholder={t('usdt.remarkPlaceholder')} />
      </Form.Item>
    </Form>
  )
}
