// Theme plates (概念板塊): every one with its average change, breadth and leader.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { PlateList } from '../../market/PlateList.tsx'
import styles from '../../market/screens.module.css'

export const Route = createFileRoute('/market/Plate1')({
  component: PlatesScreen,
})

function PlatesScreen() {
  const { t } = useTranslation('market')
  return (
    <main className={styles.screen}>
      <BackHeader title={t('plates.concept')} />
      <PlateList kind="concept" />
    </main>
  )
}
