// Plates (industries or themes) with their average change, breadth and leader; a tap
// opens the plate's members (/market/Plate2).
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { marketQueries, type PlateKind } from '../api/queries/market.ts'
import { Loading } from '../components/Loading.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import tiles from '../components/market/tiles.module.css'
import { PullRefresh } from '../components/PullRefresh.tsx'
import { useGo } from '../frame/navigation.ts'
import { localName } from '../i18n/local-name.ts'
import styles from './screens.module.css'

export function PlateList({ kind, limit }: { kind: PlateKind; limit?: number }) {
  const { t, i18n } = useTranslation('market')
  const go = useGo()
  const plates = useQuery(marketQueries.plates(kind))
  if (plates.data === undefined) {
    return (
      <div className={styles.loading}>
        <Loading label={t('common:loading')} />
      </div>
    )
  }
  const list = (
    <ul className={tiles.tiles} aria-label={t(`plates.${kind}`)}>
      {plates.data.slice(0, limit).map((plate) => (
        <li key={plate.id}>
          <button
            type="button"
            className={tiles.tile}
            onClick={() => go({ to: '/market/Plate2', search: { id: plate.id } })}
          >
            <strong>{localName(plate.name, plate.name_en, i18n.language)}</strong>
            <PriceChange className={tiles.value} value={plate.gain} percent />
            <span className={tiles.meta}>
              {t('plates.breadth', { up: plate.up, down: plate.down, count: plate.count })}
            </span>
            <span className={tiles.meta}>
              {plate.leader.name} <PriceChange value={plate.leader.gain} percent />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
  return limit === undefined ? <PullRefresh onRefresh={() => plates.refetch()}>{list}</PullRefresh> : list
}
