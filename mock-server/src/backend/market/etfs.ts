// What each ETF of the seed (docs/market-rules.md, "ETFs: NAV and premium") holds or
// tracks, so that its net asset value (淨值) is a function of the world's market: a basket of
// the seed's stocks, an index outside this market, or a daily multiple of another ETF. The
// weights are the basket's shares of value on the anchor day, in the spirit of each fund's
// published holdings, scaled to the stocks this market has.
import type { Instrument } from './instruments.ts'

export interface Holding {
  symbol: string
  /** Share of the basket's value on the anchor day (the weights of a basket are normalised). */
  weight: number
}

export type EtfTracking =
  /** Fixed shares of stocks, bought on the anchor day in these proportions (no rebalancing). */
  | { kind: 'basket'; holdings: readonly Holding[] }
  /** An index outside this market, walked by the market engine like any instrument. */
  | { kind: 'index'; index: Instrument }
  /** `leverage` times the daily return of another ETF's NAV, compounded day by day. */
  | { kind: 'leveraged'; underlying: string; leverage: number }

export interface EtfDefinition {
  symbol: string
  tracks: EtfTracking
  /**
   * How far its price usually strays from its NAV (the standard deviation of the premium at
   * the open and the close, as a fraction): market makers keep a large fund's price close
   * to its NAV; a bond fund priced off an overnight market strays further.
   */
  premiumSpread: number
}

/** 臺灣50指數: the fifty largest listed companies, of which this market has these. */
const taiwan50: readonly Holding[] = [
  { symbol: '2330', weight: 0.6 },
  { symbol: '2317', weight: 0.07 },
  { symbol: '2454', weight: 0.06 },
  { symbol: '2308', weight: 0.04 },
  { symbol: '2382', weight: 0.03 },
  { symbol: '2881', weight: 0.03 },
  { symbol: '2882', weight: 0.03 },
  { symbol: '2891', weight: 0.03 },
  { symbol: '3711', weight: 0.03 },
  { symbol: '2412', weight: 0.02 },
  { symbol: '2303', weight: 0.02 },
  { symbol: '2345', weight: 0.02 },
]

const basket = (...holdings: Array<[symbol: string, weight: number]>): EtfTracking => ({
  kind: 'basket',
  holdings: holdings.map(([symbol, weight]) => ({ symbol, weight })),
})

/** ICE 美國政府20年期以上債券指數, outside this market: a slow index that leans against stocks. */
export const usTreasury20Index: Instrument = {
  symbol: 'ICEUST20',
  name: '美國20年期以上公債指數',
  board: 'index',
  industry: '指數',
  level: 1000,
  volatility: 0.007,
  beta: -0.2,
  typicalVolume: 0,
}

export const etfDefinitions: readonly EtfDefinition[] = [
  { symbol: '0050', tracks: { kind: 'basket', holdings: taiwan50 }, premiumSpread: 0.0008 },
  { symbol: '006208', tracks: { kind: 'basket', holdings: taiwan50 }, premiumSpread: 0.001 },
  {
    symbol: '0056',
    tracks: basket(
      ['2303', 12],
      ['2357', 10],
      ['2379', 10],
      ['3034', 10],
      ['2382', 10],
      ['3231', 10],
      ['2886', 8],
      ['2891', 8],
      ['2412', 7],
      ['1216', 5],
    ),
    premiumSpread: 0.0015,
  },
  {
    symbol: '00878',
    tracks: basket(
      ['2882', 10],
      ['2891', 10],
      ['2886', 10],
      ['2884', 10],
      ['2885', 8],
      ['5880', 8],
      ['2412', 8],
      ['2357', 8],
      ['2303', 8],
      ['1101', 5],
      ['3231', 5],
    ),
    premiumSpread: 0.0015,
  },
  {
    symbol: '00919',
    tracks: basket(
      ['2603', 12],
      ['2609', 10],
      ['2615', 10],
      ['2303', 12],
      ['3034', 10],
      ['2379', 10],
      ['2357', 8],
      ['2891', 8],
      ['2886', 8],
    ),
    premiumSpread: 0.002,
  },
  {
    symbol: '00929',
    tracks: basket(
      ['2303', 12],
      ['3034', 12],
      ['2379', 12],
      ['2357', 10],
      ['2382', 10],
      ['3231', 10],
      ['2345', 8],
      ['2344', 8],
      ['2337', 8],
    ),
    premiumSpread: 0.002,
  },
  {
    symbol: '00940',
    tracks: basket(
      ['2603', 10],
      ['2609', 10],
      ['2615', 10],
      ['2002', 10],
      ['1101', 8],
      ['1301', 8],
      ['1303', 8],
      ['2886', 10],
      ['2884', 8],
      ['2303', 10],
    ),
    premiumSpread: 0.002,
  },
  { symbol: '00679B', tracks: { kind: 'index', index: usTreasury20Index }, premiumSpread: 0.004 },
  { symbol: '00631L', tracks: { kind: 'leveraged', underlying: '0050', leverage: 2 }, premiumSpread: 0.0015 },
]

const bySymbol = new Map(etfDefinitions.map((etf) => [etf.symbol, etf]))

/** What an ETF tracks; undefined for anything else. */
export function etfDefinition(symbol: string): EtfDefinition | undefined {
  return bySymbol.get(symbol)
}
