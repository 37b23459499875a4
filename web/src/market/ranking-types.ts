// The rankings the app offers, in a module of their own: /home/stockList validates its
// search with them, and a route's search validation is part of the entry bundle.
import type { TopType } from '../api/queries/market.ts'

export const rankingTypes: readonly TopType[] = ['rise', 'fall', 'volume', 'amount']
