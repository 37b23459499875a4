// The order box's form: buy or sell, whole lots or odd lots, limit or market, a price
// stepper on valid ticks with limit-down / last / limit-up buttons, the quantity, the
// order condition, a day-trade switch (for an approved day trader), cash, margin purchase
// or short sale (融資融券), and the cost preview (loan or deposit, commission at the
// account's terms, tax, total). An order the server would refuse (outside its session,
// beyond the band, without the cash, more than can be sold now...) cannot be confirmed: the
// confirm is disabled with the reason beside it (order-checks.ts, the server's own rules).
// The confirmation restates every condition of the order before it is sent.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Selector from 'antd-mobile/es/components/selector'
import Switch from 'antd-mobile/es/components/switch'
import { type ReactNode, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'
import { type HoldingKind, holdingKind } from '#rules/holdings.ts'
import { formatCents, type LotKind, lotShares, maxOddLotShares, parseCents } from '#rules/market.ts'

import { accountQueries } from '../api/queries/account.ts'
import { tradeQueries, tradeRefresh } from '../api/queries/trade.ts'
import { useSubmission } from '../api/use-submission.ts'
import { confirm as confirmDialog, prepareConfirm } from '../components/confirm.ts'
import { FigureList } from '../components/market/FigureList.tsx'
import { NumberStepper } from '../components/market/NumberStepper.tsx'
import { tickSteps } from '../components/market/price-steps.ts'
import { groupedNumber, kindOfBoard } from '../components/market/quote-format.ts'
import Tabs from '../components/Tabs.tsx'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import { useSiteConfig } from '../site/use-site-config.ts'
import { feeTermsParts, feeTermsText } from './fee-terms.ts'
import { findHolding, firstLocked, heldKinds, type HoldingRow, purchasesSold, quantityIn } from './holdings.ts'
import { orderBlockText } from './order-block-text.ts'
import { orderBlock } from './order-checks.ts'
import {
  affordableLots,
  creditBoardOf,
  type CreditType,
  feesOf,
  loanRepaid,
  previewClose,
  previewOrder,
} from './order-preview.ts'
import styles from './OrderForm.module.css'

type Quote = ResponseData<'/trade/stockdetails'>
export type Side = 'buy' | 'sell'

const money = (cents: number) => formatMoney(formatCents(cents))
const cents = (value: number) => Math.round(value * 100)

export interface OrderFormProps {
  quote: Quote
  /** A price tapped in the book (n counts the taps, so the same price twice applies twice). */
  picked?: { price: string; n: number } | undefined
  initialSide: Side
  /** A purchase to sell from: the sale is of its stock and kind. */
  initialPosition: number | undefined
  /** The kind of holding to sell (現股, 融資, 融券). */
  initialKind?: HoldingKind | undefined
}

export function OrderForm({ quote, picked, initialSide, initialPosition, initialKind }: OrderFormProps) {
  const { t } = useTranslation('market')
  const config = useSiteConfig()
  const user = useQuery(accountQueries.info())
  const positions = useQuery(tradeQueries.positions())
  const applications = useQuery(tradeQueries.dayTradingApplications())
  const creditAccount = useQuery(tradeQueries.credit())
  const kind = kindOfBoard(quote.market)
  const board = creditBoardOf(quote.market)
  const fees = feesOf(config?.values, user.data)
  const steps = useMemo(() => tickSteps(kind), [kind])
  const lastPrice = Number(quote.price)
  const limitUp = Number(quote.limitUp ?? quote.price)
  const limitDown = Number(quote.limitDown ?? quote.price)

  const [side, setSide] = useState<Side>(initialSide)
  const [odd, setOdd] = useState(false)
  const [market, setMarket] = useState(false)
  const [price, setPrice] = useState(lastPrice)
  const [quantity, setQuantity] = useState(1)
  const [condition, setCondition] = useState<'ROD' | 'IOC' | 'FOK'>('ROD')
  const [dayTrade, setDayTrade] = useState(false)
  const [credit, setCredit] = useState<CreditType>('cash')
  const [sellKind, setSellKind] = useState<HoldingKind | undefined>(initialKind)
  /** Whole lots or an odd lot for a sale; undefined until chosen (odd when less than a lot is held). */
  const [sellOdd, setSellOdd] = useState<boolean | undefined>(undefined)

  // A new stock starts from its last price (only when the symbol changes, not on every
  // refresh of its quote).
  const startFromLastPrice = useEffectEvent(() => setPrice(lastPrice))
  useEffect(() => {
    startFromLastPrice()
  }, [quote.symbol])
  useEffect(() => {
    if (picked !== undefined) setPrice(Number(picked.price))
  }, [picked])

  // A sale is of the stock's holding of one kind (its purchases together): the kind asked
  // for, a named purchase's, or the first the user holds.
  const rows = positions.data ?? []
  const kinds = heldKinds(rows, quote.symbol)
  const named = rows.find((row) => row.id === initialPosition && row.stock_code === quote.symbol && row.status === 1)
  const kindSold = sellKind ?? (named === undefined ? kinds[0] : holdingKind(named.buyzd, named.rzrq === 1))
  const holding: HoldingRow | undefined = kindSold === undefined ? undefined : findHolding(rows, quote.symbol, kindSold)
  const oddSale = sellOdd ?? (holding !== undefined && holding.shares < lotShares)
  const locked = holding === undefined ? undefined : firstLocked(holding)
  // A sale starts from everything that can be sold now (in the lot mode chosen), as a
  // trader's 庫存 sale does, and again when the holding changes (a sale filled); the user
  // lowers it.
  const sellableNow =
    holding === undefined
      ? 1
      : Math.max(1, oddSale ? Math.min(maxOddLotShares, holding.sellable) : Math.floor(holding.sellable / lotShares))
  const startFromSellable = useEffectEvent(() => {
    if (side === 'sell') setQuantity(sellableNow)
  })
  useEffect(() => {
    startFromSellable()
  }, [side, holding?.symbol, holding?.kind, holding?.shares, holding?.sellable, oddSale])
  const oddLot = side === 'sell' ? oddSale : odd
  const lotMode: LotKind = oddLot ? 'odd' : 'lot'
  const marketOrder = market && !oddLot
  const shares = oddLot ? quantity : quantity * lotShares
  const approved = (applications.data ?? []).some((application) => application.status === 1)
  const available = parseCents(user.data?.money ?? '0') ?? 0
  // A sale can ask for what is held: beyond what can be sold now, the lock says why not.
  const maxQuantity =
    side === 'sell'
      ? Math.max(
          1,
          oddLot ? Math.min(maxOddLotShares, holding?.shares ?? 0) : Math.floor((holding?.shares ?? 0) / lotShares),
        )
      : oddLot
        ? maxOddLotShares
        : 999_999
  // The purchases the sale would take (oldest sellable first): a day trade's, bought on the
  // server's trading day (not the device's), is taxed as a day-trade sale.
  const sold = side === 'sell' && holding !== undefined ? purchasesSold(holding, shares) : []
  const dayTradeSale =
    sold.length > 0 &&
    sold.every((purchase) => purchase.row.other_type === 1 && purchase.row.buy_time?.slice(0, 10) === quote.tradingDay)
  // Credit trades are whole lots only.
  const creditType: CreditType = oddLot ? 'cash' : credit
  const orderPrice = cents(marketOrder ? lastPrice : price)
  const preview =
    side === 'buy'
      ? previewOrder({ side, price: orderPrice, shares, kind, board, fees, credit: creditType, dayTradeSale })
      : previewClose({ price: orderPrice, shares, kind, fees, dayTradeSale }, closingOf(holding, shares))

  // What the server would refuse, judged by its rules on its clock (the quote's), before the user confirms.
  const orderTerms = {
    serverTime: quote.serverTime,
    lot: lotMode,
    priceType: marketOrder ? ('market' as const) : ('limit' as const),
    condition: oddLot || side === 'sell' ? ('ROD' as const) : condition,
    limit: marketOrder ? undefined : orderPrice,
    kind,
    limits: { limitUp: cents(limitUp), limitDown: cents(limitDown) },
    last: cents(lastPrice),
  }
  const block =
    quote.market === 'index'
      ? undefined
      : side === 'buy'
        ? orderBlock({
            ...orderTerms,
            side,
            shares,
            credit: creditType,
            board,
            fees,
            available: user.data === undefined ? undefined : available,
            creditEnabled: creditAccount.data === undefined ? undefined : creditAccount.data.enabled === 1,
          })
        : orderBlock({
            ...orderTerms,
            side,
            shares,
            holding:
              holding === undefined
                ? undefined
                : {
                    sellable: holding.sellable,
                    lock: locked?.row.lock ?? 'none',
                    sellableAt: locked?.row.sellable_at,
                  },
          })
  const blockId = useId()

  const placed = (row: ResponseData<'/trade/buy_stock'>) => {
    // An order larger than the book's depth fills in part; its rest works on (3) or ends (5).
    const partly = row.filled_num > 0 && row.filled_num < row.stock_num
    showToast(
      partly
        ? t(`order.placedPartly.${row.status === 3 ? 'working' : 'ended'}`, {
            filled: row.filled_num,
            total: row.stock_num,
          })
        : t(`order.placed.${row.status}`, { defaultValue: t('order.placed.3') }),
    )
  }
  const buy = useSubmission('/trade/buy_stock', placed, { refresh: tradeRefresh.afterOrder() })
  const sell = useSubmission('/trade/sell_symbol', placed, { refresh: tradeRefresh.afterOrder() })
  const pending = buy.isPending || sell.isPending
  // A second tap on 下單 must not open a second confirmation (two confirmed orders).
  const confirming = useRef(false)

  function send(): void {
    if (side === 'buy') {
      buy.submit({
        symbol: quote.symbol,
        zhang: quantity,
        ganggan: 1,
        buyzd: creditType === 'short' ? 2 : 1,
        rzrq: creditType === 'cash' ? 0 : 1,
        buy_price: formatCents(cents(marketOrder ? lastPrice : price)),
        gdlx: marketOrder ? 1 : 2,
        type: 'tw',
        lingu: oddLot ? 1 : 0,
        wttj: oddLot ? 'ROD' : condition,
        other_type: dayTrade && !oddLot ? 1 : 0,
      })
    } else if (holding !== undefined) {
      const stock = {
        symbol: quote.symbol,
        rzrq: holding.kind === 'margin' ? 1 : 0,
        buyzd: holding.kind === 'short' ? 2 : 1,
        lingu: oddLot ? 1 : 0,
        zhang: quantity,
      } as const
      sell.submit(marketOrder ? { ...stock, gdlx: 1 } : { ...stock, gdlx: 2, sell_price: formatCents(cents(price)) })
    }
  }

  const previewFigures: Array<[string, ReactNode]> = [
    [t('preview.value'), money(preview.value)],
    ...(preview.loan > 0
      ? ([[t(side === 'buy' ? 'preview.loan' : 'preview.loanRepaid'), money(preview.loan)]] as Array<
          [string, ReactNode]
        >)
      : []),
    ...(preview.deposit > 0
      ? ([[t(side === 'buy' ? 'preview.deposit' : 'preview.depositBack'), money(preview.deposit)]] as Array<
          [string, ReactNode]
        >)
      : []),
    [t('preview.commission'), money(preview.commission)],
    ...(preview.tax > 0 || side === 'sell'
      ? ([[t('preview.tax'), money(preview.tax)]] as Array<[string, ReactNode]>)
      : []),
    [t(side === 'buy' ? 'preview.totalBuy' : 'preview.totalSell'), <strong key="total">{money(preview.total)}</strong>],
    [t('preview.available'), money(available)],
    ...(side === 'buy' && !oddLot
      ? ([
          [
            t('preview.affordable'),
            t('preview.lots', {
              count: affordableLots(available, orderPrice, { kind, board, fees, credit: creditType }),
            }),
          ],
        ] as Array<[string, ReactNode]>)
      : []),
  ]

  const confirm = () => {
    if (confirming.current) return
    confirming.current = true
    // Every condition of the order, as it will be sent, then what it costs at the account's terms.
    const credited: CreditType = side === 'buy' ? creditType : (holding?.kind ?? 'cash')
    const lines: Array<[string, ReactNode]> = [
      [t('order.stock'), `${quote.name} ${quote.symbol}`],
      [t('order.side'), t(`order.actions.${actionOf(side, credited)}`)],
      [
        t('order.confirmLines.creditType'),
        dayTrade && side === 'buy' && !oddLot
          ? `${t(`order.credit.${credited}`)} · ${t('order.confirmLines.dayTrade')}`
          : t(`order.credit.${credited}`),
      ],
      [t('order.confirmLines.priceType'), t(marketOrder ? 'order.market' : 'order.limit')],
      [t('order.confirmLines.condition'), orderTerms.condition],
      [
        t('order.confirmLines.quantity'),
        oddLot
          ? t('order.confirmLines.oddShares', { count: quantity })
          : t('order.confirmLines.lots', { count: quantity, shares: groupedNumber(shares) }),
      ],
      [
        t('order.price'),
        marketOrder
          ? t('order.confirmLines.marketHold', { price: formatCents(cents(limitUp)) })
          : formatCents(orderPrice),
      ],
      ...previewFigures.slice(
        0,
        previewFigures.findIndex(([name]) => name === t('preview.available')),
      ),
      // Longer than a figure: the terms may wrap in the dialog's width, between the rate and the minimum.
      [
        t('preview.feeTerms'),
        <span className={styles.terms}>
          {feeTermsParts(fees, t).map((part) => (
            <span key={part}>{part}</span>
          ))}
        </span>,
      ],
    ]
    void confirmDialog({
      title: t('order.confirmTitle'),
      content: <FigureList className={styles.confirm} figures={lines} grouped />,
      confirmText: t('order.confirm'),
      cancelText: t('common:cancel'),
      onConfirm: send,
      afterClose: () => {
        confirming.current = false
      },
    })
  }

  const priceButtons: Array<[string, number]> = [
    [t('order.limitDown'), limitDown],
    [t('order.last'), lastPrice],
    [t('order.limitUp'), limitUp],
  ]

  return (
    // The confirmation dialog loads on the first touch of the form, ready by the tap on 下單.
    <section
      className={styles.form}
      aria-label={t('order.label')}
      onPointerDownCapture={prepareConfirm}
      onFocusCapture={prepareConfirm}
    >
      <Tabs activeKey={side} onChange={(key) => setSide(key as Side)} className={styles.sides}>
        <Tabs.Tab key="buy" title={t('order.sides.buy')} />
        <Tabs.Tab key="sell" title={t('order.sides.sell')} />
      </Tabs>

      {side === 'sell' ? (
        // Without a holding the reason beside the confirm says there is nothing to sell.
        holding === undefined ? null : (
          <div className={styles.sellHolding}>
            {kinds.length > 1 ? (
              <div className={styles.field}>
                <span>{t('order.sellKind')}</span>
                <Selector
                  className={styles.selector}
                  columns={kinds.length}
                  value={[holding.kind]}
                  onChange={(values) => {
                    const chosen = values[0] as HoldingKind | undefined
                    if (chosen !== undefined) setSellKind(chosen)
                  }}
                  options={kinds.map((value) => ({ label: t(`order.credit.${value}`), value }))}
                />
              </div>
            ) : null}
            <p className={styles.sellable} data-testid="sellable">
              {t('order.sellable', {
                kind: t(`order.credit.${holding.kind}`),
                held: unitText(holding, holding.shares, t),
                sellable: unitText(holding, holding.sellable, t),
              })}
            </p>
            {holding.kind === 'cash' ? (
              <label className={styles.switch}>
                <span>{t('order.oddLot')}</span>
                <Switch checked={oddSale} onChange={(checked) => setSellOdd(checked)} aria-label={t('order.oddLot')} />
              </label>
            ) : null}
          </div>
        )
      ) : (
        <div className={styles.switches}>
          <label className={styles.switch}>
            <span>{t('order.oddLot')}</span>
            <Switch
              checked={odd}
              onChange={(checked) => {
                setOdd(checked)
                setQuantity(checked ? 100 : 1)
              }}
              aria-label={t('order.oddLot')}
            />
          </label>
          {approved ? (
            <label className={styles.switch}>
              <span>{t('order.dayTrade')}</span>
              <Switch
                checked={dayTrade && !odd}
                disabled={odd}
                onChange={setDayTrade}
                aria-label={t('order.dayTrade')}
              />
            </label>
          ) : null}
        </div>
      )}

      {oddLot ? null : (
        <Selector
          className={styles.selector}
          columns={2}
          value={[marketOrder ? 'market' : 'limit']}
          onChange={(values) => setMarket(values[0] === 'market')}
          options={[
            { label: t('order.limit'), value: 'limit' },
            { label: t('order.market'), value: 'market' },
          ]}
        />
      )}

      <div className={styles.field}>
        <span>{t('order.price')}</span>
        {marketOrder ? (
          <strong className={styles.marketPrice}>{t('order.marketPrice')}</strong>
        ) : (
          <NumberStepper
            value={price}
            onChange={setPrice}
            label={t('order.price')}
            decreaseLabel={t('order.priceDown')}
            increaseLabel={t('order.priceUp')}
            min={0.01}
            decimals={2}
            stepBy={steps.stepBy}
            snap={steps.snap}
          />
        )}
      </div>
      {marketOrder ? null : (
        <div className={styles.priceButtons}>
          {priceButtons.map(([name, value]) => (
            <Button key={name} size="mini" fill="outline" onClick={() => setPrice(value)}>
              {name} {value.toFixed(2)}
            </Button>
          ))}
        </div>
      )}

      <div className={styles.field}>
        <span>{oddLot ? t('order.quantityShares') : t('order.quantityLots')}</span>
        <NumberStepper
          value={quantity}
          onChange={setQuantity}
          label={oddLot ? t('order.quantityShares') : t('order.quantityLots')}
          decreaseLabel={t('order.quantityDown')}
          increaseLabel={t('order.quantityUp')}
          min={1}
          max={maxQuantity}
        />
      </div>

      {oddLot || side === 'sell' ? null : (
        <div className={styles.field}>
          <span>{t('order.condition')}</span>
          <Selector
            className={styles.selector}
            columns={3}
            value={[condition]}
            onChange={(values) => setCondition((values[0] as typeof condition | undefined) ?? 'ROD')}
            options={(['ROD', 'IOC', 'FOK'] as const).map((value) => ({ label: value, value }))}
          />
        </div>
      )}
      {side === 'buy' && !oddLot ? (
        <div className={styles.field}>
          <span>{t('order.creditType')}</span>
          <Selector
            className={styles.selector}
            columns={3}
            value={[credit]}
            // Tapping the chosen type again keeps it (a selector would clear it).
            onChange={(values) => {
              const chosen = values[0] as CreditType | undefined
              if (chosen !== undefined) setCredit(chosen)
            }}
            options={(['cash', 'margin', 'short'] as const).map((value) => ({
              label: t(`order.credit.${value}`),
              value,
            }))}
          />
        </div>
      ) : null}

      <FigureList className={styles.preview} label={t('preview.label')} figures={previewFigures} grouped />
      <p className={styles.hint}>
        {t('preview.feeTerms')} {feeTermsText(fees, t)}
      </p>
      {block === undefined ? null : (
        <p id={blockId} className={styles.blocked} role="status">
          {orderBlockText(block, t, creditType)}
        </p>
      )}

      <Button
        block
        size="large"
        className={side === 'buy' ? styles.buy : styles.sell}
        disabled={pending || block !== undefined || quote.market === 'index'}
        loading={pending}
        aria-describedby={block === undefined ? undefined : blockId}
        onClick={confirm}
      >
        {t(
          side === 'buy'
            ? creditType === 'short'
              ? 'order.submitShort'
              : 'order.submitBuy'
            : holding?.kind === 'short'
              ? 'order.submitCover'
              : 'order.submitSell',
        )}
      </Button>
    </section>
  )
}

/**
 * How the order reads as one action: 現股買進, 融資買進, 融券賣出 on the buy side; 現股賣出, 融資賣出,
 * 融券買回 closing.
 */
function actionOf(side: Side, credit: CreditType): string {
  if (side === 'buy') return credit === 'cash' ? 'buy' : credit === 'margin' ? 'marginBuy' : 'shortSell'
  return credit === 'cash' ? 'sell' : credit === 'margin' ? 'marginSell' : 'shortCover'
}

/**
 * What closing `shares` of a stock's holding involves: a margin purchase's loan, or a short's
 * deposit and sale value, in their share.
 */
function closingOf(holding: HoldingRow | undefined, shares: number): Parameters<typeof previewClose>[1] {
  if (holding === undefined) return { kind: 'long', loan: 0 }
  const part = (amount: number) => loanRepaid(amount, shares, holding.shares)
  if (holding.kind === 'short')
    return { kind: 'short', deposit: part(holding.margin), openValue: part(holding.openValue) }
  return { kind: 'long', loan: part(holding.loan) }
}

/** A quantity of a holding in its unit (張 when all its quantities are whole lots, else 股). */
function unitText(
  holding: HoldingRow,
  shares: number,
  t: (key: string, options: { n: string; count: number }) => string,
): string {
  const count = quantityIn(holding, shares)
  return t(holding.unit === 'lots' ? 'order.lotsOf' : 'order.sharesOf', { n: count.toLocaleString('en-US'), count })
}
