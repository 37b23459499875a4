// The amount field of the money forms, and a whole form of one TWD amount and a button
// (repay; borrowing adds a term: BorrowForm): one submission at a time, and an empty field
// once it went through.
import type { QueryKey } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Form, { type FormInstance, type RuleObject } from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'

import type { RequestBody, ResponseData } from '#openapi/operations.ts'

import { useSubmission } from '../api/use-submission.ts'
import { type AmountMessages, amountRules, cleanAmount } from './amounts.ts'
import styles from './money.module.css'

export interface AmountItemProps {
  /** The form the field is in (全部 fills it). */
  form: FormInstance
  label: string
  placeholder: string
  messages: AmountMessages
  /** Checks beyond the amount's format (bounds, balance...). */
  checks?: RuleObject[]
  description?: string
  fillAll?: { label: string; amount: string }
  /** Fields whose change checks the amount again. */
  dependencies?: string[]
}

/** The `money` field of a money form: a decimal keyboard, its checks, and an optional 全部. */
export function AmountItem({
  form,
  label,
  placeholder,
  messages,
  checks = [],
  description,
  fillAll,
  dependencies,
}: AmountItemProps) {
  return (
    <Form.Item
      name="money"
      label={label}
      description={description}
      {...(dependencies === undefined ? {} : { dependencies })}
      extra={
        fillAll === undefined ? undefined : (
          <Button size="mini" fill="none" color="primary" onClick={() => form.setFieldValue('money', fillAll.amount)}>
            {fillAll.label}
          </Button>
        )
      }
      rules={amountRules(messages, ...checks)}
    >
      <Input inputMode="decimal" autoComplete="off" clearable placeholder={placeholder} />
    </Form.Item>
  )
}

/** The calls that take just `{money}`. */
export type AmountPath = '/user/to_hq'

export interface AmountFormProps<P extends AmountPath> {
  /** The form's name (it prefixes the field's id). */
  name: string
  path: P
  /** What the call changes, from moneyRefresh. */
  refresh: readonly QueryKey[]
  label: string
  placeholder: string
  submitLabel: string
  messages: AmountMessages
  /** Checks beyond the amount's format (bounds, balance...). */
  checks?: RuleObject[]
  description?: string
  fillAll?: { label: string; amount: string }
  onDone: (data: ResponseData<P>) => void
}

export function AmountForm<P extends AmountPath>({
  name,
  path,
  refresh,
  label,
  placeholder,
  submitLabel,
  messages,
  checks = [],
  description,
  fillAll,
  onDone,
}: AmountFormProps<P>) {
  const [form] = Form.useForm<{ money: string }>()
  const submission = useSubmission(
    path,
    (data) => {
      onDone(data)
      form.resetFields()
    },
    { refresh },
  )
  return (
    <Form
      name={name}
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{ money: '' }}
      // Every AmountPath takes exactly {money}; TypeScript cannot see that through the generic.
      onFinish={(values: { money: string }) =>
        submission.submit({ money: cleanAmount(values.money) } as RequestBody<P>)
      }
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submission.isPending}
          disabled={submission.isPending}
        >
          {submitLabel}
        </Button>
      }
    >
      <AmountItem
        form={form}
        label={label}
        placeholder={placeholder}
        messages={messages}
        checks={checks}
        {...(description === undefined ? {} : { description })}
        {...(fillAll === undefined ? {} : { fillAll })}
      />
    </Form>
  )
}
