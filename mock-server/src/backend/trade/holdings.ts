// A holding opened outside the order book (allotted new shares on their listing day, a
// block-trade purchase): a filled buy order and its position, as a fill would leave them,
// so that the positions screens, selling and history treat it like any other; a block
// trade's purchase is a fill of the day as well. The money moved already (the caller posts
// it, on its own calendar: no T+2 settlement is booked).
import type { World } from '../core/world.ts'

export interface NewHolding {
  /** A block trade's purchase (a fill of the day) or new shares allotted. */
  origin: 'block' | 'allotment'
  userId: number
  symbol: string
  shares: number
  /** Price per share, in cents. */
  price: number
  commission: number
  at: number
}

/** Opens the holding and returns its id (its order's id). */
export async function openHolding(world: World, holding: NewHolding): Promise<number> {
  const id = world.ids.next('order')
  const value = holding.price * holding.shares
  await world.db.orders.create({
    id,
    userId: holding.userId,
    symbol: holding.symbol,
    opens: true,
    origin: holding.origin,
    direction: 1,
    lot: 'lot',
    shares: holding.shares,
    priceType: 'limit',
    limitPrice: holding.price,
    condition: 'ROD',
    leverage: 1,
    credit: false,
    dayTrade: false,
    status: 'filled',
    refusedFor: null,
    createdAt: holding.at,
    matchesFrom: holding.at,
    auctionAt: null,
    fixedPrice: true,
    expiresAt: holding.at,
    hold: 0,
    positionId: id,
    closes: [],
    filledShares: holding.shares,
    filledValue: value,
    filledAt: holding.at,
    fillPrice: holding.price,
    commission: holding.commission,
    tax: 0,
    closedMargin: 0,
    closedBuyCommission: 0,
    closedOpenTax: 0,
    closedLoan: 0,
    interest: 0,
    realised: 0,
    endedAt: holding.at,
  })
  await world.db.positions.create({
    id,
    userId: holding.userId,
    symbol: holding.symbol,
    direction: 1,
    lot: 'lot',
    leverage: 1,
    credit: false,
    dayTrade: false,
    openPrice: holding.price,
    openedAt: holding.at,
    openedShares: holding.shares,
    shares: holding.shares,
    reserved: 0,
    openValue: value,
    margin: value,
    loan: 0,
    buyCommission: holding.commission,
    openTax: 0,
    status: 'open',
    closedAt: null,
  })
  if (holding.origin === 'block')
    await world.db.fills.create({
      id: world.ids.next('fill'),
      userId: holding.userId,
      orderId: id,
      at: holding.at,
      price: holding.price,
      shares: holding.shares,
      commission: holding.commission,
      tax: 0,
    })
  return id
}
