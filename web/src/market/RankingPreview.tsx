// The first ten of a ranking with tabs (漲幅, 跌幅, 成交量, 成交值) and a link to the whole
// list; a ranking by volume or turnover shows the figure it ranks by. Used on home and on
// the market overview.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { marketQueries, type TopType } from '../api/queries/market.ts'
import { Chevron } from '../components/Chevron.tsx'
import { Loading } from '../components/Loading.tsx'
import { QuoteList } from '../components/market/QuoteList.tsx'
import Tabs from '../components/Tabs.tsx'
import { useGo } from '../frame/navigation.ts'
import { rankingHead, rankingRow } from './ranking-row.tsx'
import { rankingTypes } from './ranking-types.ts'
import styles from './RankingPreview.module.css'

/** With `heading`, the label is shown as the section's title. */
export function RankingPreview({ label, heading = false }: { label: string; heading?: boolean }) {
  const { t } = useTranslation('market')
  const go = useGo()
  const [type, setType] = useState<TopType>('rise')
  const rows = useQuery(marketQueries.topPreview(type))
  return (
    <section aria-label={label} className={styles.section}>
      {heading ? <h2 className={styles.heading}>{label}</h2> : null}
      <Tabs activeKey={type} onChange={(key) => setType(key as TopType)} fill>
        {rankingTypes.map((each) => (
          <Tabs.Tab key={each} title={t(`ranking.${each}`)} />
        ))}
      </Tabs>
      {rows.data === undefined ? (
        <div className={styles.loading}>
          <Loading label={t('common:loading')} />
        </div>
      ) : (
        <QuoteList
          rows={rows.data}
          label={t(`ranking.${type}`)}
          row={rankingRow(type, t)}
          changeHead={rankingHead(type, t)}
        />
      )}
      <button type="button" className={styles.more} onClick={() => go({ to: '/home/stockList', search: { type } })}>
        {t('ranking.more')}
        <Chevron />
      </button>
    </section>
  )
}
