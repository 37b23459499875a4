// The stock the order box shows, kept in local storage under `stockDetail`
// (docs/product.md#what-the-app-keeps-on-the-device: the stock detail screen reads the selected
// stock saved there before navigating). The order box's loader reads it, so this module is part of
// the entry; opening a stock from a list (use-open-stock.ts) comes with the screens.
import { storageKeys } from '../../api/storage.ts'

export interface SelectedStock {
  symbol: string
  name: string
  market: 'listed' | 'otc' | 'etf' | 'index'
}

/** What the order box shows when nothing was chosen yet. */
export const defaultStock: SelectedStock = { symbol: '2330', name: '台積電', market: 'listed' }

const markets = new Set(['listed', 'otc', 'etf', 'index'])

/**
 * The stored selection; the default when there is none or it cannot be read (an older shape with
 * `code` is accepted).
 */
export function readSelectedStock(storage: Storage = localStorage): SelectedStock {
  try {
    const value = JSON.parse(storage.getItem(storageKeys.stockDetail) ?? 'null') as Partial<SelectedStock> & {
      code?: string
    }
    const symbol = value?.symbol ?? value?.code
    if (typeof symbol !== 'string' || !/^[0-9A-Z]{4,8}$/.test(symbol)) return defaultStock
    return {
      symbol,
      name: typeof value.name === 'string' ? value.name : symbol,
      market: typeof value.market === 'string' && markets.has(value.market) ? value.market : 'listed',
    }
  } catch {
    return defaultStock
  }
}

export function saveSelectedStock(stock: SelectedStock, storage: Storage = localStorage): void {
  storage.setItem(
    storageKeys.stockDetail,
    JSON.stringify({ symbol: stock.symbol, name: stock.name, market: stock.market }),
  )
}
