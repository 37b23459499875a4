// A ranking's rows: by volume (成交量) each row leads its last column with the lots it ranks
// by, by turnover (成交值) with the value in 億; by change the change itself is the figure.
import type { TFunction } from 'i18next'

import type { TopType } from '../api/queries/market.ts'
import { groupedNumber, hundredMillions } from '../components/market/quote-format.ts'
import type { QuoteRow } from '../components/market/QuoteList.tsx'
import type { StockRowQuote } from '../components/market/StockRow.tsx'
import { WatchRow, watchRow } from '../favorites/WatchRow.tsx'

/** The figure a ranking ranks by, as its rows show it; none for a ranking by change. */
export function rankingFigure(type: TopType, stock: StockRowQuote, t: TFunction<'market'>): string | undefined {
  if (type === 'volume' && stock.volume !== undefined) return `${groupedNumber(stock.volume)}${t('units.lots')}`
  if (type === 'amount' && stock.amount !== undefined)
    return `${hundredMillions(stock.amount)}${t('units.hundredMillion')}`
  return undefined
}

export function rankingRow(type: TopType, t: TFunction<'market'>): QuoteRow {
  if (type !== 'volume' && type !== 'amount') return watchRow
  return (stock) => <WatchRow stock={stock} lead={rankingFigure(type, stock, t)} />
}

/** The head of the last column: the ranking's figure over the change. */
export function rankingHead(type: TopType, t: TFunction<'market'>): string | undefined {
  return type === 'volume' || type === 'amount' ? t(`columns.${type}`) : undefined
}
