// The tools home offers as shortcuts, each a tile of the tools page too (tools.tsx): one entry
// per tool, so a tool has one icon and one label wherever it shows.
import {
  CalendarOutline,
  CompassOutline,
  FileOutline,
  FlagOutline,
  GlobalOutline,
  ShopbagOutline,
  TagOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'

import type { ScreenPath } from '../app/paths.ts'
import { DepositIcon } from '../components/MoneyIcons.tsx'

export interface Tool {
  to: ScreenPath
  /** Key in the home namespace's `tools`. */
  label: string
  icon: ReactNode
}

export const shortcutTools = {
  overview: { to: '/market/index', label: 'overview', icon: <CompassOutline /> },
  wholeMarket: { to: '/home/qcList', label: 'wholeMarket', icon: <GlobalOutline /> },
  etf: { to: '/home/etf', label: 'etf', icon: <FlagOutline /> },
  dayTrading: { to: '/home/dayTrading', label: 'dayTrading', icon: <CalendarOutline /> },
  newShares: { to: '/home/newStock', label: 'newShares', icon: <TagOutline /> },
  blockTrades: { to: '/home/blockTrade', label: 'blockTrades', icon: <ShopbagOutline /> },
  deposit: { to: '/information/recharge', label: 'deposit', icon: <DepositIcon /> },
  news: { to: '/home/newsList', label: 'news', icon: <FileOutline /> },
} as const satisfies Record<string, Tool>

/** Home's shortcuts, in their order: the market first, then products and money, then news. */
export const homeShortcuts: readonly Tool[] = [
  shortcutTools.overview,
  shortcutTools.wholeMarket,
  shortcutTools.etf,
  shortcutTools.dayTrading,
  shortcutTools.newShares,
  shortcutTools.blockTrades,
  shortcutTools.deposit,
  shortcutTools.news,
]
