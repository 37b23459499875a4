// The account's figures from the profile (`/user/getUserinfo`), as home, the account
// centre, the wallet and the positions screen show them: the parts of total assets and
// their sum by the rules' one definition (rules/assets.ts), and the holdings' profit and
// loss. Every screen reads them here, so they cannot disagree.
import type { ResponseData } from '#openapi/operations.ts'
import { type AssetParts, availableToTrade, cashBalance, foreignValue, totalAssets } from '#rules/assets.ts'
import { parseCents } from '#rules/market.ts'

type Profile = ResponseData<'/user/getUserinfo'>

export interface AssetFigures {
  parts: AssetParts
  /** 總資產. */
  total: number
  /** 現金餘額: available, held and kept for the payable. */
  cash: number
  /** 可用餘額. */
  available: number
  /** The foreign balances in TWD. */
  foreign: number
  /** 未實現損益 and 今日損益 of the holdings. */
  unrealised: number
  today: number
}

/**
 * The figures in cents; undefined when the profile carries a text that is not an amount (a
 * screen never throws on server data) or lacks one of the designed figures (an upstream
 * without them).
 */
export function assetFigures(profile: Profile): AssetFigures | undefined {
  const amounts = [
    profile.money,
    profile.freeze_money,
    profile.stock_money,
    profile.credit_money,
    profile.usd_value,
    profile.usdt_value,
    profile.payable_money,
    profile.receivable_money,
    profile.yingkui,
    profile.today_yingkui,
  ].map((text) => (text === undefined ? undefined : parseCents(text)))
  if (amounts.some((amount) => amount === undefined)) return undefined
  const [available, held, holdings, credit, usd, usdt, payable, receivable, unrealised, today] = amounts as number[]
  const parts: AssetParts = {
    available: available ?? 0,
    held: held ?? 0,
    holdings: holdings ?? 0,
    credit: credit ?? 0,
    usd: usd ?? 0,
    usdt: usdt ?? 0,
    payable: payable ?? 0,
    receivable: receivable ?? 0,
  }
  return {
    parts,
    total: totalAssets(parts),
    cash: cashBalance(parts),
    available: availableToTrade(parts),
    foreign: foreignValue(parts),
    unrealised: unrealised ?? 0,
    today: today ?? 0,
  }
}
