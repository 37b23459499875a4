// Where a copy-trading product stands for new money: open, delisted (已下架, whatever its
// deadline) or past its deadline (已截止). The server refuses both closed kinds alike
// (product_unavailable), so 跟單 is offered only while open.

export type ProductStatus = 'open' | 'delisted' | 'closed'

/** `listed` tells the closed kinds apart; without it (an upstream that does not send it) a closed product reads 已截止. */
export function productStatus(row: { state: 0 | 1; listed?: 0 | 1 | undefined }): ProductStatus {
  if (row.state === 1) return 'open'
  return row.listed === 0 ? 'delisted' : 'closed'
}
