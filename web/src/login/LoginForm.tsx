// Account and password login, shared by the login and re-login screens.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { RequestBody } from '#openapi/operations.ts'

import { api, sessions } from '../api/index.ts'
import { loginRefresh } from '../api/queries/login.ts'
import { forgetWhere } from '../api/refresh.ts'
import styles from './LoginForm.module.css'

type Credentials = RequestBody<'/user/login'>

export function LoginForm({
  initialAccount,
  onLoggedIn,
}: {
  initialAccount?: string | undefined
  onLoggedIn: () => void
}) {
  const { t } = useTranslation('login')
  const queryClient = useQueryClient()
  const [showPassword, setShowPassword] = useState(false)
  const login = useMutation({
    mutationFn: (credentials: Credentials) => api.submit('/user/login', credentials),
    onSuccess: (session) => {
      if (session === false) return
      sessions.save(session)
      // It may be another account: nothing of the previous user's may show (see loginRefresh).
      forgetWhere(queryClient, loginRefresh.removeAfterLogin())
      onLoggedIn()
    },
  })

  return (
    <Form
      // The form's name prefixes its fields' ids (login_account...), which its labels point to.
      name="login"
      className={styles.form}
      layout="vertical"
      initialValues={{ account: initialAccount ?? '', password: '' }}
      onFinish={(values: Credentials) => login.mutate({ account: values.account.trim(), password: values.password })}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={login.isPending}
          loadingText={t('login.submitting')}
          disabled={login.isPending}
        >
          {t('login.submit')}
        </Button>
      }
    >
      <Form.Item
        name="account"
        label={t('fields.account')}
        rules={[{ required: true, whitespace: true, message: t('validation.accountRequired') }]}
      >
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={20}
          clearable
          placeholder={t('fields.accountPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[{ required: true, message: t('validation.passwordRequired') }]}
        extra={
          <button
            type="button"
            className={styles.eye}
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={t(showPassword ? 'fields.hidePassword' : 'fields.showPassword')}
          >
            {showPassword ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        }
      >
        <Input
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('fields.passwordPlaceholder')}
        />
      </Form.Item>
    </Form>
  )
}
