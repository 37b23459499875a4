// An ETF's NAV (淨值: during the session the estimated NAV from its holdings' live prices)
// and its premium or discount (折溢價) over it, under its row in the ETF list.
import { useTranslation } from 'react-i18next'

import { FigureList } from '../components/market/FigureList.tsx'
import { PriceChange } from '../components/market/PriceChange.tsx'
import styles from './screens.module.css'

export function EtfFigures({ nav, premium }: { nav: string | undefined; premium: string | undefined }) {
  const { t } = useTranslation('market')
  if (nav === undefined) return null
  return (
    <FigureList
      className={styles.etfFigures}
      grouped
      figures={[
        [t('etf.nav'), nav],
        [t('etf.premium'), <PriceChange value={premium} percent />],
      ]}
    />
  )
}
