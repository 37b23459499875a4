// The wallet's figures from the profile's balances: everything in TWD at the prices the
// broker would pay (sell), rounded down, for an estimate of the total.
import type { ResponseData } from '#openapi/operations.ts'

import { addAmounts } from '../lib/money.ts'
import { convertAmount, type Rates } from './conversion.ts'

type Profile = ResponseData<'/user/getUserinfo'>

/** Available + held TWD + USD and USDT at the broker's buying prices; undefined until the rates are known. */
export function totalInTwd(profile: Profile, rates: Rates | undefined): string | undefined {
  if (rates === undefined) return undefined
  const usd = convertAmount(profile.usd_money, 'USD', 'TWD', rates)
  const usdt = convertAmount(profile.usdt_money, 'USDT', 'TWD', rates)
  if (usd === undefined || usdt === undefined) return undefined
  return addAmounts(profile.money, profile.freeze_money, usd, usdt)
}
