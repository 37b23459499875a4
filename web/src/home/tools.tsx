// Every tool of the app, for /home/allTool: one table, each tile typed against the route
// tree, so a tile cannot lead to a screen that does not exist.
import {
  BankcardOutline,
  CalendarOutline,
  CollectMoneyOutline,
  CompassOutline,
  CouponOutline,
  FileOutline,
  FlagOutline,
  GiftOutline,
  HistogramOutline,
  MessageOutline,
  PieOutline,
  RedoOutline,
  SearchOutline,
  ShopbagOutline,
  StarOutline,
  TagOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'

import type { ScreenPath } from '../app/paths.ts'
import { DepositIcon, StatementIcon, WalletIcon, WithdrawIcon } from '../components/MoneyIcons.tsx'

export interface Tool {
  to: ScreenPath
  /** Key in the home namespace's `tools`. */
  label: string
  icon: ReactNode
}

export interface ToolGroup {
  label: string
  tools: readonly Tool[]
}

export const toolGroups: readonly ToolGroup[] = [
  {
    label: 'market',
    tools: [
      { to: '/market/index', label: 'overview', icon: <CompassOutline /> },
      { to: '/market/largeMarket', label: 'taiex', icon: <HistogramOutline /> },
      { to: '/home/stockList', label: 'rankings', icon: <UnorderedListOutline /> },
      { to: '/home/qcList', label: 'wholeMarket', icon: <ShopbagOutline /> },
      { to: '/home/etf', label: 'etf', icon: <FlagOutline /> },
      { to: '/market/Plate', label: 'industries', icon: <UnorderedListOutline /> },
      { to: '/market/Plate1', label: 'themes', icon: <UnorderedListOutline /> },
      { to: '/home/newsList', label: 'news', icon: <FileOutline /> },
    ],
  },
  {
    label: 'trading',
    tools: [
      { to: '/market/stockDetail', label: 'orderBox', icon: <HistogramOutline /> },
      { to: '/trade/index', label: 'positions', icon: <PieOutline /> },
      { to: '/home/dayTrading', label: 'dayTrading', icon: <CalendarOutline /> },
      { to: '/favorite/index', label: 'watchlist', icon: <StarOutline /> },
      { to: '/favorite/search', label: 'search', icon: <SearchOutline /> },
    ],
  },
  {
    label: 'products',
    tools: [
      { to: '/home/newStock', label: 'newShares', icon: <TagOutline /> },
      { to: '/home/newStockJp', label: 'auctions', icon: <HistogramOutline /> },
      { to: '/home/blockTrade', label: 'blockTrades', icon: <ShopbagOutline /> },
      { to: '/home/fllow', label: 'copyTrading', icon: <UserContactOutline /> },
    ],
  },
  {
    label: 'money',
    tools: [
      { to: '/information/payBag', label: 'wallet', icon: <WalletIcon /> },
      { to: '/information/recharge', label: 'deposit', icon: <DepositIcon /> },
      { to: '/information/cashOut', label: 'cashOut', icon: <WithdrawIcon /> },
      { to: '/information/exChange', label: 'exchange', icon: <RedoOutline /> },
      { to: '/information/fundRecord', label: 'fundRecords', icon: <StatementIcon /> },
      { to: '/information/bankList', label: 'bankCards', icon: <BankcardOutline /> },
      { to: '/home/loan', label: 'loan', icon: <CollectMoneyOutline /> },
      { to: '/home/coupons', label: 'coupons', icon: <CouponOutline /> },
    ],
  },
  {
    label: 'account',
    tools: [
      { to: '/information/index', label: 'accountCentre', icon: <UserContactOutline /> },
      { to: '/information/msgInfo', label: 'messages', icon: <MessageOutline /> },
      { to: '/home/lottery', label: 'lottery', icon: <GiftOutline /> },
      { to: '/information/authInfo', label: 'identity', icon: <UserContactOutline /> },
    ],
  },
]
