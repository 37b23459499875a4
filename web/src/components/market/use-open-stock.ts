// Opening a stock row of a list: the selection saved (selected-stock.ts), then the order box.
import { useCallback } from 'react'

import type { HoldingKind } from '#rules/holdings.ts'

import { useGo } from '../../frame/navigation.ts'
import { saveSelectedStock, type SelectedStock } from './selected-stock.ts'

/**
 * Opens a stock row: saves it as the selection, then goes to the order box (an index goes
 * to the index detail screen instead).
 */
export function useOpenStock(): (
  stock: SelectedStock,
  options?: { side?: 'buy' | 'sell'; position?: number; kind?: HoldingKind },
) => void {
  const go = useGo()
  return useCallback(
    (stock, options = {}) => {
      if (stock.market === 'index') {
        go({ to: '/market/stockDetailzs', search: { symbol: stock.symbol } })
        return
      }
      saveSelectedStock(stock)
      go({ to: '/market/stockDetail', search: options })
    },
    [go],
  )
}
