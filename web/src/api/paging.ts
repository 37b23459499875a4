// Paged lists (fund records, news, orders...): the upstream takes `page` (from 1) and
// answers an array of at most `pageSize` rows; a shorter page is the last one.
import { type InfiniteData, infiniteQueryOptions, type QueryKey, type QueryMeta } from '@tanstack/react-query'

/** Rows per page (docs/product.md#constants). */
export const pageSize = 10

/** Infinite-query options for a paged call: `fetchPage(page)` reads one page; `meta` as a query's. */
export function pagedQueryOptions<Row>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<Row[]>,
  { meta }: { meta?: QueryMeta } = {},
) {
  // The page parameter spelled out: inferred, it comes out `unknown` and PagedList refuses the query.
  // The key typed as any key: two lists of the same rows under different keys can then feed
  // one observer (a category's stocks are a board's ranking or a plate's members).
  return infiniteQueryOptions<Row[], Error, InfiniteData<Row[], number>, QueryKey, number>({
    queryKey,
    ...(meta === undefined ? {} : { meta }),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Row[], allPages: Row[][]) =>
      lastPage.length < pageSize ? undefined : allPages.length + 1,
  })
}
