// The identity verification form (身分驗證): real name, national ID number and the ID
// card's two photos through the uploader (its size, count and type limits; previews). The
// name and number are checked by the server's own rules before anything is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'

import type { RequestBody } from '#openapi/operations.ts'
import { isRealName, isTaiwanId } from '#rules/account.ts'

import { api } from '../api/index.ts'
import { accountRefresh } from '../api/queries/account.ts'
import { refresh } from '../api/refresh.ts'
import { ImageUpload } from '../components/ImageUpload.tsx'
import { showToast } from '../frame/toast.ts'
import styles from './AccountScreen.module.css'

interface IdentityValues {
  realname: string
  id_card: string
  frontcard: string[]
  backcard: string[]
}

export function IdentityForm({ initial }: { initial: { realname: string; id_card: string } }) {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  const submit = useMutation({
    mutationFn: (body: RequestBody<'/user/shiming'>) => api.submit('/user/shiming', body),
    onSuccess: async (result) => {
      if (result === false) return
      showToast(t('identity.submitted'))
      await refresh(queryClient, accountRefresh.afterIdentitySubmitted())
    },
  })
  const photoRule = (message: string) => ({
    validator: async (_: unknown, value: string[] | undefined) => {
      if (value === undefined || value.length === 0) throw new Error(message)
    },
  })

  return (
    <Form
      name="identity"
      layout="vertical"
      className={styles.form}
      initialValues={{ ...initial, frontcard: [], backcard: [] }}
      onFinish={(values: IdentityValues) =>
        submit.mutate({
          realname: values.realname.trim(),
          id_card: values.id_card.trim().toUpperCase(),
          frontcard: values.frontcard[0] ?? '',
          backcard: values.backcard[0] ?? '',
        })
      }
      footer={
        <Button block type="submit" color="primary" size="large" loading={submit.isPending} disabled={submit.isPending}>
          {t('identity.submit')}
        </Button>
      }
    >
      <Form.Item
        name="realname"
        label={t('identity.realname')}
        rules={[
          { required: true, whitespace: true, message: t('validation.realnameRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !isRealName(value.trim())) throw new Error(t('validation.realnameFormat'))
            },
          },
        ]}
      >
        <Input autoComplete="name" maxLength={30} clearable placeholder={t('identity.realnamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="id_card"
        label={t('identity.idCard')}
        normalize={(value: string | undefined) => value?.toUpperCase()}
        rules={[
          { required: true, whitespace: true, message: t('validation.idCardRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !isTaiwanId(value.trim().toUpperCase()))
                throw new Error(t('validation.idCardFormat'))
            },
          },
        ]}
      >
        <Input autoComplete="off" maxLength={10} clearable placeholder={t('identity.idCardPlaceholder')} />
      </Form.Item>
      <Form.Header>{t('identity.photosHint')}</Form.Header>
      <Form.Item
        name="frontcard"
        label={t('identity.front')}
        required
        rules={[photoRule(t('validation.frontRequired'))]}
      >
        <PhotoField label={t('identity.front')} />
      </Form.Item>
      <Form.Item name="backcard" label={t('identity.back')} required rules={[photoRule(t('validation.backRequired'))]}>
        <PhotoField label={t('identity.back')} />
      </Form.Item>
    </Form>
  )
}

/** One photo through the uploader, as a form control (the form passes value and onChange). */
function PhotoField({
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
