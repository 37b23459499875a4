// The areas of the mock, in the order their seeds and settlers run. Adding an area is a
// folder of its own (records, rules, seed, handlers and its area object) and one line here.
import { accountArea } from './account/area.ts'
import { activitiesArea } from './activities/area.ts'
import { blockTradesArea } from './block-trades/area.ts'
import { copyTradingArea } from './copy-trading/area.ts'
import type { Area } from './core/area.ts'
import { favoritesArea } from './favorites/area.ts'
import { loginArea } from './login/area.ts'
import { marketArea } from './market/area.ts'
import { moneyArea } from './money/area.ts'
import { newSharesArea } from './new-shares/area.ts'
import { newsArea } from './news/area.ts'
import { siteArea } from './site/area.ts'
import { tradeArea } from './trade/area.ts'

export const areas: readonly Area[] = [
  siteArea,
  loginArea,
  marketArea,
  tradeArea,
  favoritesArea,
  newsArea,
  moneyArea,
  accountArea,
  activitiesArea,
  newSharesArea,
  blockTradesArea,
  copyTradingArea,
]
