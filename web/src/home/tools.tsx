// Every tool of the app, for /home/allTool: one table, each tile typed against the route
// tree, so a tile cannot lead to a screen that does not exist. Home's shortcuts are some of
// these tools (shortcuts.tsx).
import {
  BankcardOutline,
  CollectMoneyOutline,
  CouponOutline,
  GiftOutline,
  HistogramOutline,
  MessageOutline,
  PieOutline,
  RedoOutline,
  SearchOutline,
  StarOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons'

import { StatementIcon, WalletIcon, WithdrawIcon } from '../components/MoneyIcons.tsx'
import { shortcutTools as tool, type Tool } from './shortcuts.tsx'

export interface ToolGroup {
  label: string
  tools: readonly Tool[]
}

export const toolGroups: readonly ToolGroup[] = [
  {
    label: 'market',
    tools: [
      tool.overview,
      { to: '/market/largeMarket', label: 'taiex', icon: <HistogramOutline /> },
      { to: '/home/stockList', label: 'rankings', icon: <UnorderedListOutline /> },
      tool.wholeMarket,
      tool.etf,
      { to: '/market/Plate', label: 'industries', icon: <UnorderedListOutline /> },
      { to: '/market/Plate1', label: 'themes', icon: <UnorderedListOutline /> },
      tool.news,
    ],
  },
  {
    label: 'trading',
    tools: [
      { to: '/market/stockDetail', label: 'orderBox', icon: <HistogramOutline /> },
      { to: '/trade/index', label: 'positions', icon: <PieOutline /> },
      tool.dayTrading,
      { to: '/favorite/index', label: 'watchlist', icon: <StarOutline /> },
      { to: '/favorite/search', label: 'search', icon: <SearchOutline /> },
    ],
  },
  {
    label: 'products',
    tools: [
      tool.newShares,
      { to: '/home/newStockJp', label: 'auctions', icon: <HistogramOutline /> },
      tool.blockTrades,
      { to: '/home/fllow', label: 'copyTrading', icon: <UserContactOutline /> },
    ],
  },
  {
    label: 'money',
    tools: [
      { to: '/information/payBag', label: 'wallet', icon: <WalletIcon /> },
      tool.deposit,
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
