// The bottom tab bar (docs/product.md#the-frame): five entries in the product's order; the active
// link carries the class navActive.
import { Link } from '@tanstack/react-router'
import { AppOutline, HistogramOutline, PieOutline, StarOutline, TransportQRcodeOutline } from 'antd-mobile-icons'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './TabBar.module.css'
import { type TabPath, tabs } from './tabs.ts'

const icons: Record<TabPath, ComponentType<{ className?: string }>> = {
  '/home/index': AppOutline,
  '/market/stockDetail': TransportQRcodeOutline,
  '/trade/index': PieOutline,
  '/favorite/index': StarOutline,
  '/market/largeMarket': HistogramOutline,
}

export function TabBar() {
  const { t } = useTranslation()
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map(({ to, label }) => {
        const Icon = icons[to]
        return (
          <Link
            key={to}
            to={to}
            className={styles.tab}
            activeProps={{ className: 'navActive', 'aria-current': 'page' }}
          >
            <Icon className={styles.icon} />
            <span>{t(label)}</span>
          </Link>
        )
      })}
    </nav>
  )
}
