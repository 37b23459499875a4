// The identity-verification state (is_true) as a coloured badge.
import Tag from 'antd-mobile/es/components/tag'
import { useTranslation } from 'react-i18next'

import { statusColors } from './status-colors.ts'

const colors = {
  0: statusColors.neutral,
  1: statusColors.success,
  2: statusColors.danger,
  3: statusColors.warning,
} as const

export function VerificationBadge({ state }: { state: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation()
  return (
    <Tag color={colors[state]} fill="outline" round>
      {t(`verification.${state}`)}
    </Tag>
  )
}
