// The parts of home that load after its first paint: the indices, the user's holdings and the
// rankings. Home places each where it belongs; their code is one file fetched when the browser
// is idle, so that it never queues with the files of the screen's first paint.
import { useTranslation } from 'react-i18next'

import { IndexCards } from '../components/market/IndexCards.tsx'
import { RankingPreview } from '../market/RankingPreview.tsx'
import { HoldingsGlance } from '../trade/HoldingsGlance.tsx'

export function HomeIndices() {
  return <IndexCards />
}

export function HomeHoldings() {
  return <HoldingsGlance />
}

export function HomeRankings() {
  const { t } = useTranslation('market')
  return <RankingPreview label={t('overview.rankings')} heading />
}
