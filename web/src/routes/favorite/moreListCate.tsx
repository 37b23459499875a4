// The instruments of one category (a board or an industry), with stars to add them.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../../api/queries/market.ts'
import { PagedQuoteList } from '../../components/market/QuoteList.tsx'
import { categoryOf } from '../../favorites/categories.ts'
import styles from '../../favorites/favorites.module.css'
import { watchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { localName } from '../../i18n/local-name.ts'

export const Route = createFileRoute('/favorite/moreListCate')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' ? search.id : 'listed',
  }),
  component: CategoryScreen,
})

function CategoryScreen() {
  const { t, i18n } = useTranslation('favorites')
  const category = categoryOf(Route.useSearch().id)
  const plates = useQuery({ ...marketQueries.plates('industry'), enabled: category.kind === 'plate' })
  const rows = useInfiniteQuery(
    category.kind === 'board' ? marketQueries.top('code', category.board) : marketQueries.plateStocks(category.id),
  )
  const plate = category.kind === 'plate' ? plates.data?.find((each) => each.id === category.id) : undefined
  const title =
    category.kind === 'board'
      ? t(`categories.board.${category.board}`)
      : plate === undefined
        ? t('categories.title')
        : localName(plate.name, plate.name_en, i18n.language)
  return (
    <main className={styles.screen}>
      <BackHeader title={title} />
      <PagedQuoteList query={rows} label={title} row={watchRow} />
    </main>
  )
}
