// Orders and holdings, judged from the order answers and the position lists. A row of
// `/trade/userstocklist` or `/trade/userstocklists` is a holding (status 1, with the id of the
// order that bought it) or an order: pending (3), sold (2: a filled sell), cancelled (4),
// expired (5). From what the answers said:
//   - every order and holding was placed by someone (an accepted buy or sell, a block
//     purchase, a listed new share, or there before the run), and none is listed twice;
//   - every accepted order is still in a list at the end (a bought holding sold out, in its sales);
//   - an order never fills beyond what it ordered, its fill never goes down, and its state
//     only moves forward (pending, then sold, cancelled or expired, once and for all), in the
//     real-time order of the calls that saw it;
//   - after a cancel succeeded, the order never fills again;
//   - at the end, what each bought holding holds plus what was sold of it is what its order filled.
import { type Anomaly, anomaly } from './anomaly.ts'
import { type Operation, precedes } from './history.ts'

type PositionRow = {
  id: number
  status: 1 | 2 | 3 | 4 | 5
  side: 'buy' | 'sell'
  stock_code: string
  stock_num: number
  filled_num: number
  position_id: number | null
}

/** What an answer says of one order: its state and fill. */
interface Sighting {
  op: Operation
  id: number
  /** 0 pending; 1 ended (filled, cancelled or expired). */
  rank: 0 | 1
  state: 'pending' | 'filled' | 'cancelled' | 'expired'
  filled: number
}

const stateOf = (status: number): Sighting['state'] =>
  status === 3 ? 'pending' : status === 4 ? 'cancelled' : status === 5 ? 'expired' : 'filled'

const listRows = (op: Operation): PositionRow[] =>
  op.status === 1 && Array.isArray(op.data) ? (op.data as PositionRow[]) : []

const isList = (op: Operation) => op.path === '/trade/userstocklist' || op.path === '/trade/userstocklists'
const isOrderAnswer = (op: Operation) =>
  op.path === '/trade/buy_stock' || op.path === '/trade/sell_stock' || op.path === '/trade/cancel_stock'

export interface OrderFinal {
  /** The final position list and every page of the final history. */
  lists: Operation[]
  /** Orders and holdings there before the clients started. */
  before: Set<number>
}

export function checkOrders(account: string, ops: readonly Operation[], final: OrderFinal): Anomaly[] {
  const found: Anomaly[] = []
  const placed = new Map<number, Operation>()
  const blockHoldings = new Set<number>()
  const newShareSymbols = new Set<string>()
  const sightings = new Map<number, Sighting[]>()
  const cancels: Array<{ op: Operation; id: number; filled: number }> = []
  const see = (op: Operation, row: PositionRow) => {
    const state = stateOf(row.status)
    const list = sightings.get(row.id) ?? []
    list.push({ op, id: row.id, rank: state === 'pending' ? 0 : 1, state, filled: row.filled_num })
    sightings.set(row.id, list)
    if (row.filled_num > row.stock_num)
      found.push(
        anomaly(
          'filled-beyond-ordered',
          account,
          `order ${row.id} filled ${row.filled_num} of ${row.stock_num} shares`,
          op,
        ),
      )
  }

  for (const op of ops) {
    if (op.status !== 1) continue
    if (isOrderAnswer(op)) {
      const row = op.data as PositionRow
      if (op.path !== '/trade/cancel_stock') placed.set(row.id, placed.get(row.id) ?? op)
      else cancels.push({ op, id: row.id, filled: row.filled_num })
      // A buy that filled at once (all of it, or what an IOC order could) answers with its holding, not the order.
      if (row.status !== 1) see(op, row)
    } else if (op.path === '/trade/buy_dzstock') {
      blockHoldings.add((op.data as { position_id: number }).position_id)
    } else if (op.path === '/trade/usernewstocklist' || op.path === '/trade/buy_newstock') {
      const rows = Array.isArray(op.data) ? op.data : [op.data]
      for (const row of rows as { stock_code: string }[]) newShareSymbols.add(row.stock_code)
    } else if (isList(op)) {
      const orders = new Set<number>()
      const holdings = new Set<number>()
      for (const row of listRows(op)) {
        const ids = row.status === 1 ? holdings : orders
        if (ids.has(row.id))
          found.push(
            anomaly(
              'order-listed-twice',
              account,
              `${row.status === 1 ? 'holding' : 'order'} ${row.id} is listed twice`,
              op,
            ),
          )
        ids.add(row.id)
        if (row.status !== 1) see(op, row)
      }
    }
  }

  // Every order and holding was placed by someone.
  const known = (row: PositionRow) =>
    placed.has(row.id) ||
    final.before.has(row.id) ||
    (row.status === 1 && (blockHoldings.has(row.id) || newShareSymbols.has(row.stock_code)))
  const phantoms = new Set<number>()
  for (const op of ops)
    if (isList(op))
      for (const row of listRows(op))
        if (!known(row) && !phantoms.has(row.id)) {
          phantoms.add(row.id)
          found.push(
            anomaly(
              'phantom-order',
              account,
              `${row.status === 1 ? 'holding' : 'order'} ${row.id} (${row.stock_code}) was placed by nobody`,
              op,
            ),
          )
        }

  // States only move forward, fills only grow, in real-time order.
  for (const [id, seen] of sightings) {
    const byCompletion = [...seen].sort((a, b) => a.op.completed - b.op.completed)
    let next = 0
    let settled: Sighting | undefined
    let mostFilled: Sighting | undefined
    for (const sighting of [...seen].sort((a, b) => a.op.invoked - b.op.invoked)) {
      while (next < byCompletion.length && precedes(byCompletion[next]!.op, sighting.op)) {
        const earlier = byCompletion[next++]!
        if (earlier.rank === 1 && settled === undefined) settled = earlier
        if (mostFilled === undefined || earlier.filled > mostFilled.filled) mostFilled = earlier
      }
      if (settled !== undefined && (sighting.state !== settled.state || sighting.filled !== settled.filled))
        found.push(
          anomaly(
            'state-went-back',
            account,
            `order ${id} was ${settled.state} (${settled.filled} filled), ` +
              `later ${sighting.state} (${sighting.filled} filled)`,
            sighting.op,
            settled.op,
          ),
        )
      else if (mostFilled !== undefined && sighting.filled < mostFilled.filled)
        found.push(
          anomaly(
            'state-went-back',
            account,
            `order ${id} had ${mostFilled.filled} filled, later ${sighting.filled}`,
            sighting.op,
            mostFilled.op,
          ),
        )
    }
  }

  // After a successful cancel, nothing more fills: later sightings show the fill at the cancel,
  // and the holding no more.
  const holdingSightings = new Map<number, Array<{ op: Operation; shares: number }>>()
  for (const op of ops)
    if (op.path === '/trade/userstocklist')
      for (const row of listRows(op))
        if (row.status === 1) {
          const list = holdingSightings.get(row.id) ?? []
          list.push({ op, shares: row.stock_num })
          holdingSightings.set(row.id, list)
        }
  for (const cancel of cancels) {
    for (const sighting of sightings.get(cancel.id) ?? [])
      if (precedes(cancel.op, sighting.op) && sighting.filled > cancel.filled)
        found.push(
          anomaly(
            'fill-after-cancel',
            account,
            `order ${cancel.id} was cancelled with ${cancel.filled} filled, later ${sighting.filled}`,
            sighting.op,
            cancel.op,
          ),
        )
    for (const holding of holdingSightings.get(cancel.id) ?? [])
      if (precedes(cancel.op, holding.op) && holding.shares > cancel.filled)
        found.push(
          anomaly(
            'fill-after-cancel',
            account,
            `holding ${cancel.id} holds ${holding.shares} shares ` +
              `after its order was cancelled with ${cancel.filled} filled`,
            holding.op,
            cancel.op,
          ),
        )
  }

  // At the end: every accepted order is listed, and each bought holding is what its order filled
  // less what was sold of it.
  const finalRows = final.lists.flatMap(listRows)
  const lastList = final.lists[final.lists.length - 1]
  if (lastList === undefined) return found
  const listed = new Set(finalRows.map((row) => row.id))
  const sales = new Map<number, number>()
  for (const row of finalRows)
    if (row.status !== 1 && row.side === 'sell' && row.position_id !== null)
      sales.set(row.position_id, (sales.get(row.position_id) ?? 0) + row.filled_num)
  for (const [id, op] of placed) {
    const order = op.data as PositionRow
    if (!listed.has(id) && !sales.has(id))
      found.push(
        anomaly(
          'order-lost',
          account,
          `order ${id} (${order.side} ${order.stock_code}) is in no list at the end`,
          lastList,
          op,
        ),
      )
    if (order.side !== 'buy') continue
    const ended = finalRows.find((row) => row.id === id && row.status !== 1)
    const filled = ended === undefined ? order.stock_num : ended.filled_num
    const held = finalRows.find((row) => row.id === id && row.status === 1)?.stock_num ?? 0
    const sold = sales.get(id) ?? 0
    if (held + sold !== filled)
      found.push(
        anomaly(
          'holdings-not-fills',
          account,
          `order ${id} (${order.stock_code}) filled ${filled} shares; its holding holds ${held} and ${sold} were sold`,
          lastList,
          op,
        ),
      )
  }
  return found
}
