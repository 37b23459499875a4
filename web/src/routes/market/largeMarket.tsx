// 大盤 (the fifth tab): the two indices as cards (value, change, breadth) that choose which
// one the screen shows, TAIEX first: its quote, its intraday chart (the previous close, the
// session's time axis, the turnover of each minute) and K-lines; then the rankings, each
// with the figure it ranks by.
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
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
  const [shown, setShown] = useState<string>(indexSymbols.taiex)
  return (
    <main className={styles.screen}>
      <TopMenu />
      <IndexCards selected={shown} onSelect={setShown} />
      <IndexDetail symbol={shown} breadth={false} />
      <RankingPreview label={t('overview.rankings')} heading />
    </main>
  )
}
