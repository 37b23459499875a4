// Categories of instruments: the boards and the industries; each opens its instruments
// (/favorite/moreListCate), with a star on every row.
import { useQuery } from '@tanstack/react-query'
import List from 'antd-mobile/es/components/list'
import { useTranslation } from 'react-i18next'

import { marketQueries } from '../api/queries/market.ts'
import { Loading } from '../components/Loading.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import { useGo } from '../frame/navigation.ts'
import { localName } from '../i18n/local-name.ts'
import { boardCategories } from './categories.ts'
import styles from './favorites.module.css'

export function CategoryList() {
  const { t, i18n } = useTranslation('favorites')
  const go = useGo()
  const industries = useQuery(marketQueries.plates('industry'))
  return (
    <>
      <List header={t('categories.boards')}>
        {boardCategories.map((board) => (
          <List.Item key={board} clickable onClick={() => go({ to: '/favorite/moreListCate', search: { id: board } })}>
            {t(`categories.board.${board}`)}
          </List.Item>
        ))}
      </List>
      {industries.data === undefined ? (
        <div className={styles.toolbar}>
          <Loading label={t('common:loading')} />
        </div>
      ) : (
        <List header={t('categories.industries')}>
          {industries.data.map((plate) => (
            <List.Item
              key={plate.id}
              clickable
              extra={<PriceChange value={plate.gain} percent />}
              onClick={() => go({ to: '/favorite/moreListCate', search: { id: plate.id } })}
            >
              {localName(plate.name, plate.name_en, i18n.language)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  )
}
