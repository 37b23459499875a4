// Add a bank account (新增銀行帳戶) for cash-outs, in the verified holder's own name (the server
// checks it too).
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'

import { bankNumberPattern } from '#rules/payout-accounts.ts'

import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { useSubmission } from '../../api/use-submission.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useBack } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { banks, cleanBankNumber } from '../../money/banks.ts'
import { MissingStep } from '../../money/MissingStep.tsx'
import styles from '../../money/money.module.css'
import { NativeSelect } from '../../money/NativeSelect.tsx'
import { Pending } from '../../money/Pending.tsx'
import { chosen, entered } from '../../money/rules.ts'

export const Route = createFileRoute('/information/addBankCard')({
  component: AddBankCardScreen,
})

interface Values {
  bank_code: string
  bank_num: string
  bank_address: string
}

function AddBankCardScreen() {
  const { t } = useTranslation('money')
  const profile = useQuery(moneyQueries.balances())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('addCard.title')} />
      {profile.data === undefined ? (
        <Pending queries={[profile]} />
      ) : profile.data.is_true !== 1 ? (
        <MissingStep step="verification" />
      ) : (
        <AddBankCardForm holder={profile.data.realname} />
      )}
    </main>
  )
}

function AddBankCardForm({ holder }: { holder: string }) {
  const { t } = useTranslation('money')
  const back = useBack()
  const add = useSubmission(
    '/user/addCard',
    () => {
      showToast(t('addCard.done'))
      back()
    },
    { refresh: moneyRefresh.afterCardsChanged() },
  )
  return (
    <Form
      name="addCard"
      className={styles.form}
      layout="vertical"
      initialValues={{ bank_code: '', bank_num: '', bank_address: '' }}
      onFinish={(values: Values) =>
        add.submit({
          bank_code: values.bank_code,
          bank_name: banks.find((bank) => bank.code === values.bank_code)?.name ?? '',
          bank_num: cleanBankNumber(values.bank_num),
          bank_address: values.bank_address.trim(),
          realname: holder,
        })
      }
      footer={
        <Button block type="submit" color="primary" size="large" loading={add.isPending} disabled={add.isPending}>
          {t('addCard.submit')}
        </Button>
      }
    >
      <Form.Item label={t('addCard.holder')} description={t('addCard.holderHelp')}>
        <span className={styles.readonly}>{holder}</span>
      </Form.Item>
      <Form.Item name="bank_code" label={t('addCard.bank')} required rules={[chosen(t('validation.bankRequired'))]}>
        <NativeSelect
          placeholder={t('addCard.bankPlaceholder')}
          options={banks.map((bank) => ({ value: bank.code, label: `${bank.name}（${bank.code}）` }))}
        />
      </Form.Item>
      <Form.Item
        name="bank_num"
        label={t('addCard.number')}
        rules={[
          entered(t('validation.cardNumberRequired')),
          {
            validator: async (_, value: string | undefined) => {
              const number = cleanBankNumber(value)
              if (number !== '' && !bankNumberPattern.test(number)) throw new Error(t('validation.cardNumberFormat'))
            },
          },
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          clearable
          placeholder={t('addCard.numberPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="bank_address" label={t('addCard.branch')} rules={[entered(t('validation.branchRequired'))]}>
        <Input autoComplete="off" maxLength={60} clearable placeholder={t('addCard.branchPlaceholder')} />
      </Form.Item>
    </Form>
  )
}
