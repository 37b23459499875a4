// Register (註冊): a new account with an invitation code.
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'

import type { RequestBody } from '#openapi/operations.ts'
import { accountPattern, loginPasswordLength as passwordLength } from '#rules/account.ts'

import { api } from '../../api/index.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { loadTexts } from '../../i18n/load-texts.ts'
import styles from '../../login/LoginScreen.module.css'

export const Route = createFileRoute('/login/register')({
  // Its texts are not in the entry (the start screen's few are in `startup`).
  loader: loadTexts('login'),
  component: RegisterScreen,
})

type Registration = RequestBody<'/user/register'>

function RegisterScreen() {
  const { t } = useTranslation('login')
  const [form] = Form.useForm<Registration>()
  const go = useGo()
  const register = useMutation({
    mutationFn: (values: Registration) => api.submit('/user/register', values),
    onSuccess: (result, values) => {
      if (result === false) return
      showToast(t('register.done'))
      go({ to: '/login/login', search: { account: values.account } })
    },
  })

  return (
    <main className={styles.screen}>
      <BackHeader title={t('register.title')} />
      <div className={styles.body}>
        <Form
          className={styles.form}
          // The form's name prefixes its fields' ids (register_account...), which its labels point to.
          name="register"
          form={form}
          layout="vertical"
          initialValues={{ account: '', pwd: '', pwd1: '', inviter: '' }}
          onFinish={(values: Registration) =>
            register.mutate({ ...values, account: values.account.trim(), inviter: values.inviter.trim() })
          }
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={register.isPending}
              loadingText={t('register.submitting')}
              disabled={register.isPending}
            >
              {t('register.submit')}
            </Button>
          }
        >
          <Form.Item
            name="account"
            label={t('fields.account')}
            rules={[
              { required: true, whitespace: true, message: t('validation.accountRequired') },
              { pattern: accountPattern, message: t('validation.accountFormat') },
            ]}
          >
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              maxLength={10}
              clearable
              placeholder={t('fields.accountPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="pwd"
            label={t('fields.password')}
            rules={[
              { required: true, message: t('validation.passwordRequired') },
              { min: passwordLength.min, max: passwordLength.max, message: t('validation.passwordLength') },
            ]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={passwordLength.max}
              placeholder={t('fields.newPasswordPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="pwd1"
            label={t('fields.confirmPassword')}
            dependencies={['pwd']}
            rules={[
              { required: true, message: t('validation.confirmRequired') },
              {
                validator: async (_, value: string) => {
                  if (value && value !== form.getFieldValue('pwd')) throw new Error(t('validation.passwordsMismatch'))
                },
              },
            ]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={passwordLength.max}
              placeholder={t('fields.confirmPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="inviter"
            label={t('fields.inviter')}
            rules={[{ required: true, whitespace: true, message: t('validation.inviterRequired') }]}
          >
            <Input autoComplete="off" maxLength={32} clearable placeholder={t('fields.inviterPlaceholder')} />
          </Form.Item>
        </Form>
        <div className={styles.links}>
          <Link to="/login/login" className={styles.link}>
            {t('register.toLogin')}
          </Link>
        </div>
      </div>
    </main>
  )
}
