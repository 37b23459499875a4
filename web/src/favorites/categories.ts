// The categories of /favorite/categoryList: the three boards, and every industry plate.
// A category's id is its board, or its plate's id (I01...); anything else is the listed board.
import type { TopMarket } from '../api/queries/market.ts'

export const boardCategories = ['listed', 'otc', 'etf'] as const satisfies readonly TopMarket[]
export type BoardCategory = (typeof boardCategories)[number]

export type Category = { kind: 'board'; board: BoardCategory } | { kind: 'plate'; id: string }

export function categoryOf(id: unknown): Category {
  if (typeof id === 'string' && (boardCategories as readonly string[]).includes(id))
    return { kind: 'board', board: id as BoardCategory }
  if (typeof id === 'string' && /^[IC]\d{2}$/.test(id)) return { kind: 'plate', id }
  return { kind: 'board', board: 'listed' }
}
