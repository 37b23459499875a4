// A plate's members (`?id=`), by change, ten at a time with infinite scroll.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../../api/queries/market.ts'
import { PriceChange } from '../../components/market/PriceChange.tsx'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import { watchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { localName } from '../../i18n/local-name.ts'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/market/Plate2')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' && /^[IC]\d{2}$/.test(search.id) ? search.id : 'I01',
  }),
  component: PlateMembersScreen,
})

function PlateMembersScreen() {
  const { t, i18n } = useTranslation('market')
  const { id } = Route.useSearch()
  const kind = id.startsWith('C') ? 'concept' : 'industry'
  const plates = useQuery(marketQueries.plates(kind))
  const plate = plates.data?.find((each) => each.id === id)
  const members = useInfiniteQuery(marketQueries.plateStocks(id))
  const name = plate === undefined ? undefined : localName(plate.name, plate.name_en, i18n.language)
  return (
    <main className={styles.screen}>
      <BackHeader title={name ?? t(`plates.${kind}`)} />
      {plate === undefined ? null : (
        <p className={styles.breadth}>
          <span>
            {t('plates.average')} <PriceChange value={plate.gain} percent />
          </span>
          <span>{t('plates.breadth', { up: plate.up, down: plate.down, count: plate.count })}</span>
        </p>
      )}
      <PagedQuoteList query={members} label={name ?? id} row={watchRow} />
    </main>
  )
}
