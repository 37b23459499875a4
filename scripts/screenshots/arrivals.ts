// How `npm run screenshots` reaches each route in a state that shows its content. Most
// routes show the demo investor's own data as soon as they open; a detail screen needs the
// record its list would pass it (the list's first row, read with the same call the list
// screen makes), and the order box needs a selected stock in local storage, as the app keeps
// it when a stock is opened from a list.

/** Calls the app's API in the route's world with the demo investor's session. */
export type ApiCall = (path: string, body: Record<string, unknown>) => Promise<unknown>

export interface Arrival {
  /** Whether the route opens with the demo investor's session (by default all but the login screens). */
  loggedIn?: boolean
  /** The search part the app's own list would navigate with (without `?`). */
  search?: (call: ApiCall) => Promise<string>
  /** Local storage entries the app would have written before opening the route. */
  storage?: Readonly<Record<string, string>>
}

type Row = Record<string, unknown>

function rows(answer: unknown, what: string): Row[] {
  if (!Array.isArray(answer) || answer.length === 0) throw new Error(`no ${what} to open`)
  return answer as Row[]
}

/** The id of the first row that `matches`, as a search part. */
function firstId(answer: unknown, what: string, matches: (row: Row) => boolean = () => true): string {
  const row = rows(answer, what).find(matches)
  if (row === undefined || typeof row.id !== 'number') throw new Error(`no ${what} to open`)
  return `id=${row.id}`
}

/** A new-share offering open for subscription (state 1) on an open channel (1). */
const openOffering = (row: Row) => row.state === 1 && row.channel === 1

export const arrivals: Readonly<Record<string, Arrival>> = {
  // The screen after a login: it greets the session just made.
  '/login/loginAfter': { loggedIn: true },
  '/market/stockDetail': {
    storage: { stockDetail: JSON.stringify({ symbol: '2330', name: '台積電', market: 'listed' }) },
  },
  '/market/stockDetailzs': { search: async () => 'symbol=IX0001' },
  '/home/blockTrade1': {
    search: async (call) =>
      firstId(await call('/trade/nbhllist', { dz_type: 1 }), 'block-trade offer', (row) => row.status === 1),
  },
  '/home/newStockBuy': {
    search: async (call) => firstId(await call('/trade/placinglist', { buy_type: 1 }), 'new share', openOffering),
  },
  '/home/newStockBuyJp': {
    search: async (call) => firstId(await call('/trade/placinglist', { buy_type: 2 }), 'new share', openOffering),
  },
  '/trade/positionDetail': {
    search: async (call) =>
      firstId(await call('/trade/userstocklist', { type: 'tw' }), 'holding', (row) => row.status === 1),
  },
  '/information/rechargeChannel': {
    search: async (call) =>
      `${firstId(await call('/common/recharge_channel', {}), 'deposit channel')}&money=%2210000%22`,
  },
}
