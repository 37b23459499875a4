// What a money screen shows while the data it needs is on its way: a spinner, or a retry
// when a read failed (the request layer has already said why in a toast).
import type { UseQueryResult } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { Loading } from '../components/Loading.tsx'
import styles from './money.module.css'

export function Pending({ queries }: { queries: readonly Pick<UseQueryResult, 'isError' | 'refetch'>[] }) {
  const { t } = useTranslation()
  const failed = queries.filter((query) => query.isError)
  return (
    <div className={styles.loading}>
      {failed.length > 0 ? (
        <Button size="small" onClick={() => failed.forEach((query) => void query.refetch())}>
          {t('retry')}
        </Button>
      ) : (
        <Loading label={t('loading')} />
      )}
    </div>
  )
}
