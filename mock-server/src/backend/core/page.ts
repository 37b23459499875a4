// One page of a long list, as the contract's PageRequest asks: `page` from 1, 10 rows a
// page (spec section 9); a shorter page is the last one.
export const pageSize = 10

export function pageOf<Row>(rows: readonly Row[], page: number): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}
