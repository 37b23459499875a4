// Market overview (行情, a tab): indices, plates, rankings and the ways into the market.
// 行情 (the market overview): the indices, the leading industries and themes, rankings,
// and ways into the whole market, the plates and the ETFs.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { Chevron } from '../../components/Chevron.tsx'
import { IndexCards } from '../../components/market/IndexCards.tsx'
import { useGo } from '../../frame/navigation.ts'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { MarketShortcuts } from '../../market/MarketShortcuts.tsx'
import { PlateList } from '../../market/PlateList.tsx'
import { RankingPreview } from '../../market/RankingPreview.tsx'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/market/index')({
  staticData: { keepAlive: true },
  component: MarketOverviewScreen,
})

function MarketOverviewScreen() {
  const { t } = useTranslation('market')
  const go = useGo()
  const links = [
    { label: t('overview.wholeMarket'), to: '/home/qcList' },
    { label: t('plates.industry'), to: '/market/Plate' },
    { label: t('plates.concept'), to: '/market/Plate1' },
    { label: t('etf.title'), to: '/home/etf' },
  ] as const
  return (
    <main className={styles.screen}>
      <TopMenu />
      <IndexCards />
      <MarketShortcuts links={links} />
      <section className={styles.section} aria-label={t('plates.industry')}>
        <div className={styles.sectionHead}>
          <h2>{t('plates.industry')}</h2>
          <button type="button" className={styles.more} onClick={() => go({ to: '/market/Plate' })}>
            {t('overview.more')}
            <Chevron />
          </button>
        </div>
        <PlateList kind="industry" limit={4} />
      </section>
      <RankingPreview label={t('overview.rankings')} heading />
    </main>
  )
}
