// Form rules of the money screens beyond amounts.
import type { RuleObject } from 'antd-mobile/es/components/form'

/** Something must be chosen (a channel, a card, a bank): the value is not empty. */
export function chosen(message: string): RuleObject {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || value === '') throw new Error(message)
    },
  }
}

/** A text field must not be empty or only spaces. */
export function entered(message: string): RuleObject {
  return { required: true, whitespace: true, message }
}
