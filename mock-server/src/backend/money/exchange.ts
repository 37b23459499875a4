// Currency exchange (兌換, upstream "rotation"): at the quote in force, exact, rounded down
// to the cent, both balances moved by one ledger posting. An exchange that confirms a quote
// (`quote_id`) goes through only while that quote's prices are still the broker's.
import { raise } from '../core/catalogue.ts'
import type { UserRecord } from '../core/collections.ts'
import type { HandlerMap } from '../core/handler.ts'
import { canPost, type Movement, post } from '../core/ledger.ts'
import { type Minor, toDecimalString } from '../core/minor-units.ts'
import { upstreamTime } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { balanceOf, convert, type Currency, parseAmount, rateText } from './amounts.ts'
import { orderNumber, refOf } from './order-numbers.ts'
import { currentQuote } from './quotes.ts'
import { nextQuoteAt, quoteId, quoteStart } from './rates.ts'
import type { ExchangeRecord } from './records.ts'

interface Conversion {
  from: Currency
  to: Currency
  money: Minor
  toMoney: Minor
}

const exchangeMovements = (from: Currency, to: Currency, money: Minor, toMoney: Minor): Movement[] => [
  { balance: balanceOf[from], amount: -money, kind: 'exchange_out' },
  { balance: balanceOf[to], amount: toMoney, kind: 'exchange_in' },
]

/** Records an exchange and moves both balances in one posting (checked by the caller). */
export async function exchangeNow(
  world: World,
  user: UserRecord,
  { from, to, money, toMoney }: Conversion,
  at: number,
): Promise<ExchangeRecord> {
  const id = world.ids.next('exchange')
  const exchange = await world.db.exchanges.create({
    id,
    userId: user.id,
    orderNumber: orderNumber('exchange', at, id),
    from,
    to,
    money,
    toMoney,
    at,
  })
  await post(world, { user, ref: refOf('exchange', id), at, movements: exchangeMovements(from, to, money, toMoney) })
  return exchange
}

export const exchangeHandlers = {
  '/user/exchangeRate': {
    secured: true,
    run(context) {
      const { world, now } = context
      // The quote (and its time, pinned or not) holds until the next one is made.
      context.holdsUntil(nextQuoteAt(now))
      const quote = currentQuote(world, now)
      const id = quoteId(quote)
      return (['USD', 'USDT'] as const).map((currency) => ({
        currency,
        buy: rateText(quote[currency].buy),
        sell: rateText(quote[currency].sell),
        quote_id: id,
        quote_time: upstreamTime(quoteStart(now)),
      }))
    },
  },

  '/user/rotation': {
    secured: true,
    async run({ world, user, now }, { money: moneyText, from, to, quote_id: confirmed }) {
      if (from === to) raise('exchange_same_currency')
      const money = parseAmount(moneyText)
      if (money === 0) raise('amount_not_positive')
      const quote = currentQuote(world, now)
      if (confirmed !== undefined && confirmed !== quoteId(quote)) raise('exchange_rate_changed')
      const toMoney = convert(money, from, to, quote)
      if (toMoney === 0) raise('exchange_amount_too_small')
      if (!canPost(user, exchangeMovements(from, to, money, toMoney))) raise('balance_insufficient')
      const exchange = await exchangeNow(world, user, { from, to, money, toMoney }, now)
      return {
        order_number: exchange.orderNumber,
        from,
        to,
        money: toDecimalString(money),
        to_money: toDecimalString(toMoney),
      }
    },
  },
} satisfies Partial<HandlerMap>
