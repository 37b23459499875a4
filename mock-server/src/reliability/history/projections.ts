// What the history keeps of an answer's data: the fields the checker judges, row by row, so
// that a run of a hundred thousand calls (lists of hundreds of holdings among them) fits in
// memory. Anything not named here is kept as it came.
type Row = Record<string, unknown>

const pick =
  (...fields: string[]) =>
  (row: unknown): Row =>
    Object.fromEntries(fields.map((field) => [field, (row as Row)[field]]))

/** A holding, an order or a sale (`PositionRow`). */
export const positionRow = pick(
  'id',
  'status',
  'side',
  'buyzd',
  'rzrq',
  'lingu',
  'stock_code',
  'stock_num',
  'filled_num',
  'position_id',
  'sellable',
  'hold',
  'unsettled',
)

/** A fund record (`CapitalLog`): one movement of one balance. */
export const fundRecord = pick(
  'id',
  'money',
  'currency',
  'frozen',
  'balance_after',
  'type',
  'create_time',
  'order_number',
)

const requestRow = pick('id', 'status', 'money', 'create_time', 'order_number')

const rows = (project: (row: unknown) => Row) => (data: unknown) => (Array.isArray(data) ? data.map(project) : data)

const projections: Record<string, (data: unknown) => unknown> = {
  '/trade/buy_stock': positionRow,
  '/trade/sell_stock': positionRow,
  '/trade/cancel_stock': positionRow,
  '/trade/stockdetail': positionRow,
  '/trade/userstocklist': rows(positionRow),
  '/trade/userstocklists': rows(positionRow),
  '/user/capitalloglist': rows(fundRecord),
  '/user/chongzhi': requestRow,
  '/user/chongzhilist': rows(requestRow),
  '/user/withdrawal': requestRow,
  '/user/withdrawallist': rows(requestRow),
  '/user/to_jq': pick('id', 'status', 'money', 'repaid', 'owed', 'create_time', 'order_number'),
  '/user/loanlist': rows(pick('id', 'status', 'money', 'repaid', 'owed', 'create_time', 'order_number')),
  '/user/getUserinfo': pick('money', 'usd_money', 'usdt_money', 'freeze_money'),
  '/trade/usernewstocklist': rows(pick('id', 'xgstate', 'stock_code', 'held', 'lucky_total', 'create_time')),
  '/trade/buy_newstock': pick('id', 'xgstate', 'stock_code', 'held', 'lucky_total', 'create_time'),
  '/trade/paynewstock': pick('id', 'xgstate', 'stock_code', 'held', 'lucky_total', 'create_time'),
  '/trade/userproductlist': rows(pick('id', 'state', 'money', 'start_time')),
  '/trade/buy_product': pick('id', 'state', 'money', 'start_time'),
  '/trade/ustockslist': rows(pick('id', 'symbol', 'num', 'position_id', 'create_time')),
  '/trade/buy_dzstock': pick('id', 'symbol', 'num', 'position_id', 'create_time'),
  '/trade/placinglist': rows(pick('id', 'code', 'state', 'channel', 'min_zhang', 'bprice')),
  '/trade/productlist': rows(pick('id', 'state', 'money')),
  '/trade/nbhllist': rows(pick('id', 'symbol', 'stock_num', 'status', 'has_password')),
  '/user/couponList': rows(pick('id', 'status', 'money')),
  '/trade/settlements': (data) => {
    const { payable, receivable, items } = data as { payable: string; receivable: string; items: unknown[] }
    return { payable, receivable, items: items.map(pick('order_id', 'side', 'stock_num', 'amount', 'settle_date')) }
  },
  '/reviews': rows(pick('kind', 'id', 'account')),
  '/clock': pick('now'),
}

/** The data the history keeps of an answer of `path`. */
export function project(path: string, data: unknown): unknown {
  if (data === null || data === undefined) return data
  const projection = projections[path]
  return projection === undefined ? data : projection(data)
}
