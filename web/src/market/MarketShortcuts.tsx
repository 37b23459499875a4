// A row of shortcuts into the market screens (home and the market overview).
import { useTranslation } from 'react-i18next'

import { useGo } from '../frame/navigation.ts'
import styles from './screens.module.css'

export type ShortcutTarget =
  '/market/index' | '/home/qcList' | '/home/etf' | '/home/dayTrading' | '/market/Plate' | '/market/Plate1'

export function MarketShortcuts({ links }: { links: ReadonlyArray<{ label: string; to: ShortcutTarget }> }) {
  const { t } = useTranslation('market')
  const go = useGo()
  return (
    <nav className={styles.links} aria-label={t('overview.links')}>
      {links.map((link) => (
        <button key={link.to} type="button" onClick={() => go({ to: link.to })}>
          {link.label}
        </button>
      ))}
    </nav>
  )
}
