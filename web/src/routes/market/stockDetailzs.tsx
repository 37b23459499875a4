// An index in detail (指數, `?symbol=`, TAIEX by default): quote, breadth, charts.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { indexSymbols } from '#rules/index-symbols.ts'

import { BackHeader } from '../../frame/BackHeader.tsx'
import { IndexDetail } from '../../market/IndexDetail.tsx'
import styles from '../../market/screens.module.css'

const symbols: readonly string[] = Object.values(indexSymbols)

export const Route = createFileRoute('/market/stockDetailzs')({
  validateSearch: (search: Record<string, unknown>): { symbol: string } => ({
    symbol: typeof search.symbol === 'string' && symbols.includes(search.symbol) ? search.symbol : indexSymbols.taiex,
  }),
  component: IndexDetailScreen,
})

function IndexDetailScreen() {
  const { t } = useTranslation('market')
  const { symbol } = Route.useSearch()
  return (
    <main className={styles.screen}>
      <BackHeader title={t('indices.detail')} />
      <IndexDetail symbol={symbol} />
    </main>
  )
}
