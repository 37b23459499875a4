// Rankings (排行), the whole list: by change up or down, volume or turnover (each row with the
// figure it ranks by), ten at a time with pull to refresh and infinite scroll. The top menu is
// in list mode (back to home).
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { marketQueries, type TopType } from '../../api/queries/market.ts'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { useGo } from '../../frame/navigation.ts'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { rankingHead, rankingRow } from '../../market/ranking-row.tsx'
import { rankingTypes } from '../../market/ranking-types.ts'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/home/stockList')({
  validateSearch: (search: Record<string, unknown>): { type: TopType } => ({
    type: rankingTypes.includes(search.type as TopType) ? (search.type as TopType) : 'rise',
  }),
  component: StockListScreen,
})

function StockListScreen() {
  const { t } = useTranslation('market')
  const { type } = Route.useSearch()
  const go = useGo()
  const rows = useInfiniteQuery(marketQueries.top(type))
  return (
    <main className={styles.screen}>
      <TopMenu mode="list" />
      <Tabs
        activeKey={type}
        onChange={(key) => go({ to: '/home/stockList', search: { type: key as TopType }, replace: true })}
        fill
      >
        {rankingTypes.map((each) => (
          <Tabs.Tab key={each} title={t(`ranking.${each}`)} />
        ))}
      </Tabs>
      <PagedQuoteList
        query={rows}
        label={t(`ranking.${type}`)}
        row={rankingRow(type, t)}
        changeHead={rankingHead(type, t)}
      />
    </main>
  )
}
