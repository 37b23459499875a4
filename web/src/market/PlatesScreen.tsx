// A screen of plates of one kind (industries for /market/Plate, themes for /market/Plate1).
import { useTranslation } from 'react-i18next'

import type { PlateKind } from '../api/queries/market.ts'
import { BackHeader } from '../frame/BackHeader.tsx'
import { PlateList } from './PlateList.tsx'
import styles from './screens.module.css'

export function PlatesScreen({ kind }: { kind: PlateKind }) {
  const { t } = useTranslation('market')
  return (
    <main className={styles.screen}>
      <BackHeader title={t(`plates.${kind}`)} />
      <PlateList kind={kind} />
    </main>
  )
}
