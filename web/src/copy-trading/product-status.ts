// Where a copy-trading product stands for new money: open, delisted (已下架, whatever its
// deadline) or past its deadline (已截止). The server refuses both closed kinds alike
// (product_unavailable), so 跟單 is offered only while open.

export type ProductStatus = 'open' | 'delisted' | 'closed'

/** An instant of the upstream's Taipei local time (`YYYY-MM-DD HH:mm:ss`) in epoch ms. */
const taipeiMs = (local: string) => Date.parse(`${local.replace(' ', 'T')}+08:00`)

/**
 * `listed` (designed) tells the closed kinds apart. An upstream that does not send it still
 * sends the deadline: a closed product whose deadline is ahead of `now` can only have been
 * delisted, and one past it reads 已截止.
 */
export function productStatus(
  row: { state: 0 | 1; end: string; listed?: 0 | 1 | undefined },
  now: number = Date.now(),
): ProductStatus {
  if (row.state === 1) return 'open'
  if (row.listed !== undefined) return row.listed === 0 ? 'delisted' : 'closed'
  return taipeiMs(row.end) > now ? 'delisted' : 'closed'
}
