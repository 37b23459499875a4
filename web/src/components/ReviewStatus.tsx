// A review status (docs/product.md#states: 待審核 pending, 已通過 approved, 已拒絕 rejected) as a tag.
// The upstream codes it 0 pending, 1 approved, 2 rejected.
import Tag from 'antd-mobile/es/components/tag'
import { useTranslation } from 'react-i18next'

import { statusColors } from './status-colors.ts'

const colors = { 0: statusColors.warning, 1: statusColors.success, 2: statusColors.danger } as const

export function ReviewStatus({ status }: { status: 0 | 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <Tag color={colors[status]} fill="outline">
      {t(`review.${status}`)}
    </Tag>
  )
}
