// The bottom tab bar of spec section 2: five entries in the spec's order; the active
// link carries the class navActive.
import { Link } from '@tanstack/react-router'
import { AppOutline, HistogramOutline, PieOutline, StarOutline, TransportQRcodeOutline } from 'antd-mobile-icons'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './TabBar.module.css'

type TabPath = '/home/index' | '/market/stockDetail' | '/trade/index' | '/favorite/index' | '/market/largeMarket'

const tabs: ReadonlyArray<{ to: TabPath; label: string; Icon: ComponentType<{ className?: string }> }> = [
  { to: '/home/index', label: 'tabs.home', Icon: AppOutline },
  { to: '/market/stockDetail', label: 'tabs.orderBox', Icon: TransportQRcodeOutline },
  { to: '/trade/index', label: 'tabs.positions', Icon: PieOutline },
  { to: '/favorite/index', label: 'tabs.favorites', Icon: StarOutline },
  { to: '/market/largeMarket', label: 'tabs.market', Icon: HistogramOutline },
]

/** A tab's address keeps the tab bar on screen, also while its screen is not open yet. */
export function isTabPath(path: string): boolean {
  return tabs.some((tab) => tab.to === path)
}

export function TabBar() {
  const { t } = useTranslation()
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map(({ to, label, Icon }) => (
        <Link
          key={to}
          // The four other tab screens arrive with their areas; the router shows an honest
          // "not open yet" page until then.
          to={to as '/home/index'}
          className={styles.tab}
          activeProps={{ className: 'navActive', 'aria-current': 'page' }}
        >
          <Icon className={styles.icon} />
          <span>{t(label)}</span>
        </Link>
      ))}
    </nav>
  )
}
