// The instruments every world trades (docs/market-rules.md, "The seed instruments"): listed
// and OTC stocks, ETFs and the two indices, with their industries, the sectors and themes
// (plates) they belong to, and the price level they stand at on the anchor day.
import { indexSymbols } from '#rules/index-symbols.ts'
import type { InstrumentKind } from '#rules/market.ts'

export { indexSymbols }

/** Where an instrument is listed: TWSE (上市), TPEx (上櫃), an ETF, or an index. */
export type Board = 'listed' | 'otc' | 'etf' | 'index'

export interface Instrument {
  symbol: string
  name: string
  board: Board
  /** Industry (產業別) as TWSE classifies it; ETFs and indices have their own. */
  industry: string
  /** Closing price on the anchor day (see engine.ts), in TWD. */
  level: number
  /** Daily volatility, as a fraction (0.02 = 2 %). */
  volatility: number
  /** How closely it follows the market index (beta). */
  beta: number
  /** Typical daily volume in lots (張); for an index, turnover in 100 million TWD (億). */
  typicalVolume: number
}

const stock = (
  symbol: string,
  name: string,
  industry: string,
  level: number,
  volatility: number,
  beta: number,
  typicalVolume: number,
): Instrument => ({
  symbol,
  name,
  board: 'listed',
  industry,
  level,
  volatility,
  beta,
  typicalVolume,
})

const otc = (
  symbol: string,
  name: string,
  industry: string,
  level: number,
  volatility: number,
  beta: number,
  typicalVolume: number,
): Instrument => ({
  ...stock(symbol, name, industry, level, volatility, beta, typicalVolume),
  board: 'otc',
})

const etf = (
  symbol: string,
  name: string,
  industry: string,
  level: number,
  volatility: number,
  beta: number,
  typicalVolume: number,
): Instrument => ({
  ...stock(symbol, name, industry, level, volatility, beta, typicalVolume),
  board: 'etf',
})

/** TAIEX (加權指數) and the TPEx index (櫃買指數), by the codes TWSE and TPEx use. */

export const instruments: readonly Instrument[] = [
  {
    symbol: indexSymbols.taiex,
    name: '加權指數',
    board: 'index',
    industry: '指數',
    level: 32_800,
    volatility: 0.009,
    beta: 1,
    typicalVolume: 5200,
  },
  {
    symbol: indexSymbols.otc,
    name: '櫃買指數',
    board: 'index',
    industry: '指數',
    level: 282,
    volatility: 0.011,
    beta: 1.1,
    typicalVolume: 1100,
  },
  stock('2330', '台積電', '半導體業', 1800, 0.016, 1.2, 32_000),
  stock('2317', '鴻海', '其他電子業', 225, 0.02, 1.1, 95_000),
  stock('2454', '聯發科', '半導體業', 1775, 0.021, 1.2, 6_500),
  stock('2308', '台達電', '電子零組件業', 1270, 0.022, 1.1, 7_800),
  stock('3711', '日月光投控', '半導體業', 310, 0.02, 1.1, 16_000),
  stock('2382', '廣達', '電腦及週邊設備業', 287, 0.022, 1.2, 21_000),
  stock('2303', '聯電', '半導體業', 70, 0.018, 1, 58_000),
  stock('2344', '華邦電', '半導體業', 127, 0.028, 1.3, 64_000),
  stock('2337', '旺宏', '半導體業', 84, 0.03, 1.3, 48_000),
  stock('3008', '大立光', '光電業', 2385, 0.02, 0.9, 900),
  stock('2412', '中華電', '通信網路業', 133, 0.006, 0.3, 9_000),
  stock('2603', '長榮', '航運業', 193, 0.024, 0.8, 30_000),
  stock('2357', '華碩', '電腦及週邊設備業', 650, 0.018, 1, 4_200),
  stock('2379', '瑞昱', '半導體業', 500, 0.02, 1.1, 3_800),
  stock('3034', '聯詠', '半導體業', 400, 0.02, 1.1, 3_500),
  stock('3231', '緯創', '電腦及週邊設備業', 130, 0.026, 1.3, 70_000),
  stock('6669', '緯穎', '電腦及週邊設備業', 3000, 0.028, 1.4, 1_100),
  stock('2345', '智邦', '通信網路業', 1200, 0.025, 1.2, 2_600),
  stock('2881', '富邦金', '金融保險業', 90, 0.012, 0.7, 26_000),
  stock('2882', '國泰金', '金融保險業', 65, 0.012, 0.7, 30_000),
  stock('2891', '中信金', '金融保險業', 48, 0.011, 0.6, 45_000),
  stock('2886', '兆豐金', '金融保險業', 40, 0.008, 0.5, 22_000),
  stock('2884', '玉山金', '金融保險業', 32, 0.009, 0.5, 28_000),
  stock('2885', '元大金', '金融保險業', 38, 0.011, 0.7, 25_000),
  stock('5880', '合庫金', '金融保險業', 22, 0.007, 0.4, 15_000),
  stock('2002', '中鋼', '鋼鐵工業', 20, 0.011, 0.6, 40_000),
  stock('1301', '台塑', '塑膠工業', 40, 0.014, 0.6, 18_000),
  stock('1303', '南亞', '塑膠工業', 45, 0.016, 0.7, 24_000),
  stock('6505', '台塑化', '油電燃氣業', 45, 0.012, 0.5, 6_000),
  stock('1216', '統一', '食品工業', 75, 0.009, 0.4, 8_000),
  stock('2912', '統一超', '貿易百貨業', 250, 0.008, 0.3, 1_500),
  stock('2207', '和泰車', '汽車工業', 500, 0.012, 0.5, 600),
  stock('1101', '台泥', '水泥工業', 24, 0.011, 0.5, 20_000),
  stock('2609', '陽明', '航運業', 55, 0.025, 0.8, 35_000),
  stock('2615', '萬海', '航運業', 75, 0.026, 0.8, 25_000),
  stock('3045', '台灣大', '通信網路業', 105, 0.006, 0.3, 5_000),
  stock('4904', '遠傳', '通信網路業', 85, 0.006, 0.3, 6_000),
  otc('5347', '世界', '半導體業', 159, 0.022, 1.1, 9_000),
  otc('6488', '環球晶', '半導體業', 400, 0.024, 1.2, 2_500),
  otc('5483', '中美晶', '半導體業', 100, 0.024, 1.2, 6_000),
  otc('3105', '穩懋', '半導體業', 150, 0.028, 1.3, 7_000),
  otc('8069', '元太', '光電業', 150, 0.025, 1.2, 9_500),
  etf('0050', '元大台灣50', '國內成分股ETF', 70, 0.011, 1, 60_000),
  etf('006208', '富邦台50', '國內成分股ETF', 140, 0.011, 1, 12_000),
  etf('0056', '元大高股息', '國內高股息ETF', 36, 0.008, 0.7, 55_000),
  etf('00878', '國泰永續高股息', '國內高股息ETF', 21, 0.007, 0.6, 70_000),
  etf('00919', '群益台灣精選高息', '國內高股息ETF', 22, 0.008, 0.7, 65_000),
  etf('00929', '復華台灣科技優息', '國內高股息ETF', 18, 0.009, 0.8, 60_000),
  etf('00940', '元大台灣價值高息', '國內高股息ETF', 9.5, 0.008, 0.7, 80_000),
  etf('00679B', '元大美債20年', '債券ETF', 27, 0.007, -0.2, 30_000),
  etf('00631L', '元大台灣50正2', '槓桿型ETF', 20, 0.022, 2, 90_000),
]

// --- new shares: companies listing through the new-share offerings. Quotable by
// code (their holdings, the order box) but in no list, plate or index: the market tables
// above stay as they were.
export const newListings: readonly Instrument[] = [
  stock('7751', '福星電子', '半導體業', 131, 0.03, 1.3, 4_000),
  stock('7768', '安禾生醫', '生技醫療業', 60, 0.035, 1.1, 2_500),
  stock('7735', '澄遠材料', '塑膠工業', 45, 0.025, 0.9, 1_800),
  stock('7712', '華岳精密', '電子零組件業', 96, 0.028, 1.2, 3_000),
  stock('7799', '晶昇科技', '半導體業', 168, 0.032, 1.4, 5_000),
  stock('7742', '永創能源', '油電燃氣業', 48.5, 0.027, 1, 2_200),
  stock('7790', '宏碩光電', '光電業', 89, 0.03, 1.2, 2_800),
]

const bySymbol = new Map([...instruments, ...newListings].map((instrument) => [instrument.symbol, instrument]))

export function findInstrument(symbol: string): Instrument | undefined {
  return bySymbol.get(symbol)
}

/** The instrument of a symbol the mock's own records hold (a request's is looked up with findInstrument). */
export function instrumentOf(symbol: string): Instrument {
  const instrument = bySymbol.get(symbol)
  if (instrument === undefined) throw new Error(`no instrument ${symbol}`)
  return instrument
}

/** The tick table an instrument trades on. */
export function kindOf(instrument: Instrument): InstrumentKind {
  return instrument.board === 'index' ? 'index' : instrument.board === 'etf' ? 'etf' : 'stock'
}

/** A plate (類股): an industry (產業) or a theme (概念), with its members. */
export interface Plate {
  id: string
  name: string
  /** Its name in English, for the app in English. */
  nameEn: string
  kind: 'industry' | 'concept'
  members: readonly string[]
}

/** TWSE's industries (and the ETF categories) in English, as the exchange's English pages name them. */
const industryNamesEn: Readonly<Record<string, string>> = {
  水泥工業: 'Cement',
  食品工業: 'Food',
  塑膠工業: 'Plastics',
  汽車工業: 'Automobiles',
  鋼鐵工業: 'Iron and Steel',
  半導體業: 'Semiconductors',
  電腦及週邊設備業: 'Computers and Peripherals',
  光電業: 'Optoelectronics',
  通信網路業: 'Communications and Internet',
  電子零組件業: 'Electronic Components',
  其他電子業: 'Other Electronics',
  航運業: 'Shipping and Transportation',
  貿易百貨業: 'Trading and Consumer Goods',
  油電燃氣業: 'Oil, Gas and Electricity',
  生技醫療業: 'Biotech and Medical Care',
  金融保險業: 'Financials and Insurance',
  國內成分股ETF: 'Domestic Index ETFs',
  國內高股息ETF: 'Domestic High Dividend ETFs',
  債券ETF: 'Bond ETFs',
  槓桿型ETF: 'Leveraged ETFs',
}

function industryNameEn(industry: string): string {
  const name = industryNamesEn[industry]
  if (name === undefined) throw new Error(`the industry ${industry} has no English name`)
  return name
}

/** Industries, each holding the stocks and ETFs classified in it. */
const industryPlates: Plate[] = [...new Set(instruments.filter((i) => i.board !== 'index').map((i) => i.industry))].map(
  (industry, index) => ({
    id: `I${String(index + 1).padStart(2, '0')}`,
    name: industry,
    nameEn: industryNameEn(industry),
    kind: 'industry',
    members: instruments.filter((i) => i.board !== 'index' && i.industry === industry).map((i) => i.symbol),
  }),
)

/** Themes (概念股) the market talks about; a stock can be in several. */
const conceptPlates: Plate[] = [
  {
    id: 'C01',
    name: 'AI伺服器',
    nameEn: 'AI Servers',
    kind: 'concept',
    members: ['2317', '2382', '3231', '6669', '2345', '2308', '2357'],
  },
  { id: 'C02', name: '晶圓代工', nameEn: 'Foundries', kind: 'concept', members: ['2330', '2303', '5347'] },
  { id: 'C03', name: 'IC設計', nameEn: 'IC Design', kind: 'concept', members: ['2454', '2379', '3034'] },
  { id: 'C04', name: '記憶體', nameEn: 'Memory Chips', kind: 'concept', members: ['2344', '2337'] },
  { id: 'C05', name: '矽晶圓', nameEn: 'Silicon Wafers', kind: 'concept', members: ['6488', '5483'] },
  {
    id: 'C06',
    name: '蘋果概念',
    nameEn: 'Apple Suppliers',
    kind: 'concept',
    members: ['2317', '3008', '2330', '3711'],
  },
  { id: 'C07', name: '貨櫃航運', nameEn: 'Container Shipping', kind: 'concept', members: ['2603', '2609', '2615'] },
  {
    id: 'C08',
    name: '金控',
    nameEn: 'Financial Holdings',
    kind: 'concept',
    members: ['2881', '2882', '2891', '2886', '2884', '2885', '5880'],
  },
  {
    id: 'C09',
    name: '高股息',
    nameEn: 'High Dividend',
    kind: 'concept',
    members: ['0056', '00878', '00919', '00929', '00940', '2412', '2886'],
  },
  { id: 'C10', name: '電信', nameEn: 'Telecoms', kind: 'concept', members: ['2412', '3045', '4904'] },
  { id: 'C11', name: '台塑集團', nameEn: 'Formosa Plastics Group', kind: 'concept', members: ['1301', '1303', '6505'] },
]

export const plates: readonly Plate[] = [...industryPlates, ...conceptPlates]

export function findPlate(id: string): Plate | undefined {
  return plates.find((plate) => plate.id === id)
}
