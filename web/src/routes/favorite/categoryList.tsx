// Every category of instruments (分類): boards and industries.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { CategoryList } from '../../favorites/CategoryList.tsx'
import styles from '../../favorites/favorites.module.css'
import { BackHeader } from '../../frame/BackHeader.tsx'

export const Route = createFileRoute('/favorite/categoryList')({
  component: CategoriesScreen,
})

function CategoriesScreen() {
  const { t } = useTranslation('favorites')
  return (
    <main className={styles.screen}>
      <BackHeader title={t('categories.title')} />
      <CategoryList />
    </main>
  )
}
