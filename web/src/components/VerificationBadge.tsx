// The identity-verification state (is_true) as a coloured badge.
import Tag from 'antd-mobile/es/components/tag'
import { useTranslation } from 'react-i18next'

const colors = { 0: 'default', 1: 'success', 2: 'danger', 3: 'warning' } as const

export function VerificationBadge({ state }: { state: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation()
  return (
    <Tag color={colors[state]} fill="outline" round>
      {t(`verification.${state}`)}
    </Tag>
  )
}
