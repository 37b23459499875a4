// The order box's form: buy or sell, whole lots or odd lots, limit or market, a price
// stepper on valid ticks with limit-down / last / limit-up buttons, the quantity, the
// order condition, a day-trade switch (for an approved day trader), cash, margin purchase
// or short sale (融資融券), and the cost preview (loan or deposit, commission at the
// account's terms, tax, total). An order the server would refuse (outside its session,
// beyond the band, without the cash, nothing to sell...) cannot be confirmed: the confirm is
// disabled with the reason beside it (order-checks.ts, the server's own rules). The
// confirmation restates every condition of the order before it is sent.
import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Selector from 'antd-mobile/es/components/selector'
import Switch from 'antd-mobile/es/components/switch'
import { type ReactNode, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'
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
import { feeTermsText } from './fee-terms.ts'
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
type Row = ResponseData<'/trade/stockdetail'>
export type Side = 'buy' | 'sell'

const money = (cents: number) => formatMoney(formatCents(cents))
const cents = (value: number) => Math.round(value * 100)

export interface OrderFormProps {
  quote: Quote
  /** A price tapped in the book (n counts the taps, so the same price twice applies twice). */
  picked?: { price: string; n: number } | undefined
  initialSide: Side
  initialPosition: number | undefined
}

export function OrderForm({ quote, picked, initialSide, initialPosition }: OrderFormProps) {
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
  const [positionId, setPositionId] = useState<number | undefined>(initialPosition)

  // A new stock starts from its last price (only when the symbol changes, not on every
  // refresh of its quote).
  const startFromLastPrice = useEffectEvent(() => setPrice(lastPrice))
  useEffect(() => {
    startFromLastPrice()
  }, [quote.symbol])
  useEffect(() => {
    if (picked !== undefined) setPrice(Number(picked.price))
  }, [picked])

  const holdings = (positions.data ?? []).filter((row) => row.status === 1 && row.stock_code === quote.symbol)
  const holding: Row | undefined = holdings.find((row) => row.id === positionId) ?? holdings[0]
  const holdingIsOdd = holding?.lingu === 1
  const lotMode: LotKind = side === 'sell' ? (holdingIsOdd ? 'odd' : 'lot') : odd ? 'odd' : 'lot'
  const oddLot = lotMode === 'odd'
  const marketOrder = market && !oddLot
  const shares = oddLot ? quantity : quantity * lotShares
  const approved = (applications.data ?? []).some((application) => application.status === 1)
  const available = parseCents(user.data?.money ?? '0') ?? 0
  const maxQuantity =
    side === 'sell'
      ? Math.max(1, oddLot ? (holding?.sellable ?? 0) : Math.floor((holding?.sellable ?? 0) / lotShares))
      : oddLot
        ? maxOddLotShares
        : 999_999
  // The server's trading day, not the device's clock: a day trade sold on the day it was bought.
  const dayTradeSale =
    side === 'sell' &&
    holding !== undefined &&
    holding.other_type === 1 &&
    holding.buy_time?.slice(0, 10) === quote.tradingDay
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
            holding:
              holding === undefined
                ? undefined
                : { sellable: holding.sellable, lock: holding.lock, sellableAt: holding.sellable_at },
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
  const sell = useSubmission('/trade/sell_stock', placed, { refresh: tradeRefresh.afterOrder() })
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
      sell.submit(
        marketOrder
          ? { id: holding.id, zhang: quantity, gdlx: 1 }
          : { id: holding.id, zhang: quantity, gdlx: 2, sell_price: formatCents(cents(price)) },
      )
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
    const credited: CreditType =
      side === 'buy' ? creditType : holding?.buyzd === 2 ? 'short' : holding?.rzrq === 1 ? 'margin' : 'cash'
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
      [t('preview.feeTerms'), feeTermsText(fees, t)],
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
        holdings.length === 0 ? null : (
          <label className={styles.field}>
            <span>{t('order.holding')}</span>
            <select
              value={holding?.id}
              onChange={(event) => setPositionId(Number(event.target.value))}
              aria-label={t('order.holding')}
            >
              {holdings.map((row) => (
                <option key={row.id} value={row.id}>
                  {t('order.holdingOption', {
                    id: row.id,
                    shares: row.stock_num,
                    price: row.buy_price,
                    sellable: row.sellable,
                  })}
                </option>
              ))}
            </select>
          </label>
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
            : holding?.buyzd === 2
              ? 'order.submitCover'
              : 'order.submitSell',
        )}
      </Button>
    </section>
  )
}

/** How the order reads as one action: 現股買進, 融資買進, 融券賣出 on the buy side; 現股賣出, 融資賣出, 融券買回 closing. */
function actionOf(side: Side, credit: CreditType): string {
  if (side === 'buy') return credit === 'cash' ? 'buy' : credit === 'margin' ? 'marginBuy' : 'shortSell'
  return credit === 'cash' ? 'sell' : credit === 'margin' ? 'marginSell' : 'shortCover'
}

/** What closing `shares` of a holding involves: a margin purchase's loan, or a short's deposit and sale value, in their share. */
function closingOf(holding: Row | undefined, shares: number): Parameters<typeof previewClose>[1] {
  if (holding === undefined) return { kind: 'long', loan: 0 }
  const part = (amount: string) => loanRepaid(parseCents(amount) ?? 0, shares, holding.stock_num)
  if (holding.buyzd === 2)
    return {
      kind: 'short',
      deposit: part(holding.margin),
      openValue: (parseCents(holding.buy_price ?? '0') ?? 0) * shares,
    }
  return { kind: 'long', loan: part(holding.loan) }
}
