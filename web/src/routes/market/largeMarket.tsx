// TAIEX (大盤, the fifth tab): the index, its charts and breadth, and the rankings.
// 大盤 (the fifth tab): TAIEX with its intraday line and K-lines and the breadth of the
// market, the TPEx index beside it, and the rankings.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { indexSymbols } from '#rules/index-symbols.ts'

import { IndexCards } from '../../components/market/IndexCards.tsx'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { IndexDetail } from '../../market/IndexDetail.tsx'
import { RankingPreview } from '../../market/RankingPreview.tsx'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/market/largeMarket')({
  staticData: { tabBar: true, keepAlive: true },
  component: LargeMarketScreen,
})

function LargeMarketScreen() {
  const { t } = useTranslation('market')
  return (
    <main className={styles.screen}>
      <TopMenu />
      <IndexDetail symbol={indexSymbols.taiex} />
      <IndexCards />
      <RankingPreview label={t('overview.rankings')} heading />
    </main>
  )
}
