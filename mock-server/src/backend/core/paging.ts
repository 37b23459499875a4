// The upstream's paging: `page` from 1, 10 rows a page; a shorter page is the last.
export const pageSize = 10

export function pageOf<Row>(rows: readonly Row[], page: number): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}

/** Newest first: by creation instant, then by id (records made in the same instant). */
export function newestFirst<Row extends { id: number }>(rows: readonly Row[], at: (row: Row) => number): Row[] {
  return [...rows].sort((a, b) => at(b) - at(a) || b.id - a.id)
}

/** One page of a user's records, newest first, as the contract shows them. */
export function newestPage<Row extends { id: number; createdAt: number }, Answer>(
  rows: readonly Row[],
  page: number,
  answer: (row: Row) => Answer,
): Answer[] {
  return pageOf(
    newestFirst(rows, (row) => row.createdAt),
    page,
  ).map(answer)
}
