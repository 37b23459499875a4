// The market part of home: the indices, shortcuts into the market screens, and the
// rankings (the first ten, with the whole list one tap away).
import { useTranslation } from 'react-i18next'

import { IndexCards } from '../components/market/IndexCards.tsx'
import { MarketShortcuts } from './MarketShortcuts.tsx'
import { RankingPreview } from './RankingPreview.tsx'

export function HomeMarket() {
  const { t } = useTranslation('market')
  const shortcuts = [
    { label: t('overview.title'), to: '/market/index' },
    { label: t('overview.wholeMarket'), to: '/home/qcList' },
    { label: t('etf.title'), to: '/home/etf' },
    { label: t('home.dayTrading'), to: '/home/dayTrading' },
  ] as const
  return (
    <>
      <IndexCards />
      <MarketShortcuts links={shortcuts} />
      <RankingPreview label={t('overview.rankings')} />
    </>
  )
}
