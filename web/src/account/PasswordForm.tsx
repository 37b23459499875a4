// The form of the password screens: the current password (when changing), the new one and
// its confirmation, checked here as the server will check them. What the user typed stays
// when the server refuses it.
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useTranslation } from 'react-i18next'

import styles from './AccountScreen.module.css'

export interface PasswordValues {
  old_pass: string
  new_pass: string
  new_passs: string
}

export interface PasswordFormProps {
  /** Prefixes the fields' ids (their labels point to them). */
  name: string
  /** Ask for the current password (a change) or not (a first fund password). */
  withCurrent: boolean
  /** The new password's own rule: the message when `value` breaks it. */
  newPasswordProblem: (value: string) => string | undefined
  /** Digits only (the fund password), shown with a numeric keyboard. */
  numeric: boolean
  maxLength: number
  /** Where the screen's texts are (current, next, confirm and their placeholders, hint). */
  texts: 'loginPass' | 'fundPass'
  submit: string
  pending: boolean
  onSubmit: (values: PasswordValues) => void
}

export function PasswordForm({
  name,
  withCurrent,
  newPasswordProblem,
  numeric,
  maxLength,
  texts: key,
  submit,
  pending,
  onSubmit,
}: PasswordFormProps) {
  const { t } = useTranslation('account')
  const text = (field: string) => t(`${key}.${field}`)
  const [form] = Form.useForm<PasswordValues>()
  const input = (placeholder: string, autoComplete: string) => (
    <Input
      type="password"
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      placeholder={placeholder}
    />
  )
  return (
    <Form
      name={name}
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ old_pass: '', new_pass: '', new_passs: '' }}
      onFinish={(values: PasswordValues) =>
        onSubmit({ old_pass: values.old_pass ?? '', new_pass: values.new_pass, new_passs: values.new_passs })
      }
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
          {submit}
        </Button>
      }
    >
      <Form.Header>{text('hint')}</Form.Header>
      {withCurrent ? (
        <Form.Item
          name="old_pass"
          label={text('current')}
          rules={[{ required: true, message: t('validation.currentRequired') }]}
        >
          {input(text('currentPlaceholder'), 'current-password')}
        </Form.Item>
      ) : null}
      <Form.Item
        name="new_pass"
        label={text('next')}
        dependencies={['old_pass']}
        rules={[
          { required: true, message: t('validation.newRequired') },
          {
            validator: async (_, value: string) => {
              const problem = newPasswordProblem(value ?? '')
              if (value && problem !== undefined) throw new Error(problem)
              if (withCurrent && value && value === form.getFieldValue('old_pass'))
                throw new Error(t('validation.unchanged'))
            },
          },
        ]}
      >
        {input(text('nextPlaceholder'), 'new-password')}
      </Form.Item>
      <Form.Item
        name="new_passs"
        label={text('confirm')}
        dependencies={['new_pass']}
        rules={[
          { required: true, message: t('validation.confirmRequired') },
          {
            validator: async (_, value: string) => {
              if (value && value !== form.getFieldValue('new_pass')) throw new Error(t('validation.mismatch'))
            },
          },
        ]}
      >
        {input(text('confirmPlaceholder'), 'new-password')}
      </Form.Item>
    </Form>
  )
}
