// What a screen shows for a query: a spinner while it loads, a retry when it failed (the
// failure itself was shown as a toast by the request layer), its content once loaded.
import type { UseQueryResult } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './Loaded.module.css'
import { Loading } from './Loading.tsx'

export function Loaded<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>
  children: (data: Data) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <div className={styles.status}>
        <Loading label={t('loading')} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className={styles.status}>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  return children(query.data)
}
