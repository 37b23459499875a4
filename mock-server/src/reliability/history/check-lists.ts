// Lists that only grow (fund records, deposits, cash-outs, loans, subscriptions, copy
// trading, block purchases), judged for stale reads: a read must show every row that a
// write or a read completed before it showed, where the read shows that far (a page of the
// newest 10 shows the rows at or above its last one; a list of them all, all of them). The
// mock keeps the answers of reads while nothing they read moves (engine/read-memo.ts); a
// kept answer that outlived a change is exactly what this finds. Deposits and cash-outs are
// also judged for their review: once decided, a request stays as decided.
import { type Anomaly, anomaly } from './anomaly.ts'
import { type Operation, precedes } from './history.ts'

type Row = { id: number; status?: number; create_time?: string; start_time?: string }

/** How a list is ordered: by id (fund records), or by time then id (the others); and how many a page shows. */
interface GrowingList {
  /** The calls that add a row to it and answer with that row. */
  writes: readonly string[]
  key: (row: Row) => string
  pageSize: number | undefined
}

const byId = (row: Row) => String(row.id).padStart(12, '0')
const byTime = (time: (row: Row) => string | undefined) => (row: Row) => `${time(row) ?? ''} ${byId(row)}`

const growingLists: Readonly<Record<string, GrowingList>> = {
  '/user/capitalloglist': { writes: [], key: byId, pageSize: 10 },
  '/user/chongzhilist': { writes: ['/user/chongzhi'], key: byTime((row) => row.create_time), pageSize: 10 },
  '/user/withdrawallist': { writes: ['/user/withdrawal'], key: byTime((row) => row.create_time), pageSize: 10 },
  '/user/loanlist': { writes: ['/user/to_jq'], key: byTime((row) => row.create_time), pageSize: 10 },
  '/trade/usernewstocklist': {
    writes: ['/trade/buy_newstock'],
    key: byTime((row) => row.create_time),
    pageSize: undefined,
  },
  '/trade/userproductlist': {
    writes: ['/trade/buy_product'],
    key: byTime((row) => row.start_time),
    pageSize: undefined,
  },
  '/trade/ustockslist': { writes: ['/trade/buy_dzstock'], key: byTime((row) => row.create_time), pageSize: undefined },
}

const rowsOf = (op: Operation): Row[] => {
  if (op.status !== 1) return []
  return Array.isArray(op.data) ? (op.data as Row[]) : [op.data as Row]
}

/** Inserts into an ascending array. */
function insertSorted(keys: string[], key: string): void {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (keys[middle]! < key) low = middle + 1
    else high = middle
  }
  if (keys[low] !== key) keys.splice(low, 0, key)
}

function checkGrowingList(account: string, path: string, list: GrowingList, ops: readonly Operation[]): Anomaly[] {
  const found: Anomaly[] = []
  // Every answer that shows rows of the list: its reads (first pages only) and the writes that add a row.
  const showing = ops.filter(
    (op) =>
      op.status === 1 &&
      ((op.path === path && ((op.body as { page?: number }).page ?? 1) === 1) || list.writes.includes(op.path)),
  )
  const byCompletion = [...showing].sort((a, b) => a.completed - b.completed)
  const known: string[] = []
  const shownBy = new Map<string, Operation>()
  let next = 0
  for (const read of [...showing].sort((a, b) => a.invoked - b.invoked)) {
    while (next < byCompletion.length && precedes(byCompletion[next]!, read)) {
      const earlier = byCompletion[next++]!
      for (const row of rowsOf(earlier)) {
        const key = list.key(row)
        insertSorted(known, key)
        if (!shownBy.has(key)) shownBy.set(key, earlier)
      }
    }
    if (read.path !== path) continue
    const rows = rowsOf(read)
    const shown = new Set(rows.map(list.key))
    const full = list.pageSize !== undefined && rows.length >= list.pageSize
    const lowest = full ? rows.map(list.key).reduce((a, b) => (a < b ? a : b)) : ''
    for (let index = known.length - 1; index >= 0 && known[index]! >= lowest; index--) {
      const key = known[index]!
      if (shown.has(key)) continue
      found.push(
        anomaly(
          'stale-read',
          account,
          `${path} misses row ${key.trim().split(' ').pop()?.replace(/^0+/, '')}, ` +
            'which an answer completed before it showed',
          read,
          shownBy.get(key)!,
        ),
      )
      break
    }
  }
  return found
}

/** A deposit or cash-out, once decided (1 approved, 2 rejected), stays so. */
function checkDecisions(account: string, ops: readonly Operation[]): Anomaly[] {
  const found: Anomaly[] = []
  for (const path of ['/user/chongzhilist', '/user/withdrawallist']) {
    const decided = new Map<number, { status: number; op: Operation }>()
    const showing = ops.filter((op) => op.path === path && op.status === 1)
    const byCompletion = [...showing].sort((a, b) => a.completed - b.completed)
    let next = 0
    for (const read of [...showing].sort((a, b) => a.invoked - b.invoked)) {
      while (next < byCompletion.length && precedes(byCompletion[next]!, read)) {
        const earlier = byCompletion[next++]!
        for (const row of rowsOf(earlier))
          if (row.status !== 0 && !decided.has(row.id)) decided.set(row.id, { status: row.status!, op: earlier })
      }
      for (const row of rowsOf(read)) {
        const earlier = decided.get(row.id)
        if (earlier !== undefined && earlier.status !== row.status)
          found.push(
            anomaly(
              'state-went-back',
              account,
              `${path} row ${row.id} was ${earlier.status === 1 ? 'approved' : 'rejected'}, later status ${row.status}`,
              read,
              earlier.op,
            ),
          )
      }
    }
  }
  return found
}

export function checkLists(account: string, ops: readonly Operation[]): Anomaly[] {
  return [
    ...Object.entries(growingLists).flatMap(([path, list]) => checkGrowingList(account, path, list, ops)),
    ...checkDecisions(account, ops),
  ]
}
