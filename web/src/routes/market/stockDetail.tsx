// The order box (下單, the second tab): the selected stock's quote, five-level book,
// intraday line and K-lines, and the buy and sell form. The stock comes from local storage
// `stockDetail` (2330 when nothing was chosen); `side` with `kind` (現股, 融資, 融券) or
// `position` (a purchase, for its kind) preselect a sale.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { HoldingKind } from '#rules/holdings.ts'
import { parseCents } from '#rules/market.ts'

import { klineQuery, quoteQuery } from '../../api/queries/market-quote.ts'
import { marketQueries } from '../../api/queries/market.ts'
import { Loading } from '../../components/Loading.tsx'
import { ChartPanel } from '../../components/market/ChartPanel.tsx'
import { FiveLevelBook } from '../../components/market/FiveLevelBook.tsx'
import { QuoteHeader } from '../../components/market/QuoteHeader.tsx'
import { readSelectedStock } from '../../components/market/selected-stock.ts'
import { StarButton } from '../../favorites/StarButton.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { TopMenu } from '../../frame/TopMenu.tsx'
import styles from '../../market/screens.module.css'
import { OrderForm, type Side } from '../../trade/OrderForm.tsx'

interface OrderBoxSearch {
  side?: Side
  /** A purchase to sell from (its stock and kind). */
  position?: number
  /** The kind of holding to sell: 現股, 融資 or 融券. */
  kind?: HoldingKind
}

const kinds: readonly unknown[] = ['cash', 'margin', 'short'] satisfies HoldingKind[]

export const Route = createFileRoute('/market/stockDetail')({
  staticData: { tabBar: true },
  validateSearch: (search: Record<string, unknown>): OrderBoxSearch => ({
    ...(search.side === 'buy' || search.side === 'sell' ? { side: search.side } : {}),
    ...(typeof search.position === 'number' && Number.isInteger(search.position) ? { position: search.position } : {}),
    ...(kinds.includes(search.kind) ? { kind: search.kind as HoldingKind } : {}),
  }),
  // The quote and the intraday line are asked for while the screen's code loads, not after
  // (not on a mere preload: the tab bar's links preload on touch). The loader says whether it
  // asked: the screen then takes a refusal it met as the answer instead of asking again on
  // mount (the request layer has told the user once; a second call would toast twice).
  loader: ({ context, preload }): { asked: boolean } => {
    if (preload) return { asked: false }
    const { symbol } = readSelectedStock()
    // From market-quote.ts, not marketQueries: the loader is part of the entry, and so is
    // every module it imports.
    void context.queryClient.prefetchQuery(quoteQuery(symbol))
    void context.queryClient.prefetchQuery(klineQuery(symbol, 'time'))
    return { asked: true }
  },
  component: OrderBoxScreen,
})

function OrderBoxScreen() {
  const { t } = useTranslation(['market', 'errors'])
  const search = Route.useSearch()
  const [stock] = useState(readSelectedStock)
  const { asked } = Route.useLoaderData()
  const quote = useQuery({ ...marketQueries.quote(stock.symbol), retryOnMount: !asked })
  // The screen below the menu (quote, chart, book and the order form) is a lot to draw on a
  // phone: it is drawn in a deferred render, in slices between which the page stays
  // responsive, when a quote arrives.
  const shown = useDeferredValue(quote.data)
  const [picked, setPicked] = useState<{ price: string; n: number }>()

  return (
    <main className={styles.screen}>
      <TopMenu />
      {shown === undefined ? (
        <div className={styles.loading}>
          {quote.isError ? (
            <Button size="small" onClick={() => void quote.refetch()}>
              {t('common:retry')}
            </Button>
          ) : (
            <Loading label={t('common:loading')} />
          )}
        </div>
      ) : (
        <>
          <QuoteHeader quote={shown} action={<StarButton symbol={shown.symbol} name={shown.name} />} />
          <ChartPanel
            symbol={shown.symbol}
            name={shown.name}
            dayChange={shown.gainValue}
            board={shown.market}
            askedByLoader={asked}
          />
          <FiveLevelBook
            quote={shown}
            onPick={(price) => setPicked((previous) => ({ price, n: (previous?.n ?? 0) + 1 }))}
          />
          {/* No order without a price to order at (an answer off the contract must not break the screen). */}
          {parseCents(shown.price) === undefined ? (
            <EmptyState hint={t('errors:stock_price_unavailable')} />
          ) : (
            <OrderForm
              key={shown.symbol}
              quote={shown}
              picked={picked}
              initialSide={search.side ?? 'buy'}
              initialPosition={search.position}
              initialKind={search.kind}
            />
          )}
        </>
      )}
    </main>
  )
}
