// Copies a value the user must type elsewhere (an account number, an address).
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { showToast } from '../frame/toast.ts'

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('money')
  return (
    <Button
      size="mini"
      fill="outline"
      aria-label={t('copy.label', { what: label })}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => showToast(t('copy.done')),
          () => showToast(t('copy.failed')),
        )
      }}
    >
      {t('copy.action')}
    </Button>
  )
}
