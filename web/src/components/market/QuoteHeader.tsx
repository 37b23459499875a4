// The head of a quote: name and code, last price with its change, the day's open, high,
// low, reference price, volume, turnover and the band; an ETF's NAV and premium. Reused by
// the order box and the index detail screen.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import { type Figure, FigureList } from './FigureList.tsx'
import { indexName } from './index-name.ts'
import { PriceChange, TonedPrice } from './PriceChange.tsx'
import { compactAmount, compactNumber, valueFormat } from './quote-format.ts'
import styles from './QuoteHeader.module.css'

type Quote = ResponseData<'/trade/stockdetails'>

/** `action` sits beside the name (the order box puts the favorites star there). */
export function QuoteHeader({ quote, action }: { quote: Quote; action?: ReactNode }) {
  const { t, i18n } = useTranslation('market')
  const language = i18n.resolvedLanguage ?? i18n.language
  const isIndex = quote.market === 'index'
  // One format for every value of the quote: an index's with thousands separators.
  const value = valueFormat(quote.market)
  const figures: Array<[string, string]> = [
    [t('quote.open'), value(quote.open)],
    [t('quote.high'), value(quote.high)],
    [t('quote.low'), value(quote.low)],
    [t('quote.preClose'), value(quote.preClose)],
    ...(isIndex
      ? []
      : ([[t('quote.volume'), `${compactNumber(quote.volume, language)}${t('units.lots')}`]] as Array<
          [string, string]
        >)),
    [t('quote.amount'), compactAmount(quote.amount, language)],
    ...(quote.limitUp === null || quote.limitDown === null
      ? []
      : ([
          [t('quote.limitUp'), quote.limitUp],
          [t('quote.limitDown'), quote.limitDown],
        ] as Array<[string, string]>)),
  ]
  // An ETF's NAV (the estimated NAV from its holdings' live prices during the session) and
  // its premium or discount over it.
  const trading = quote.phase === 'continuous' || quote.phase === 'closingAuction'
  const etf: Figure[] =
    quote.nav === null || quote.premium === null
      ? []
      : [
          [t(trading ? 'etf.estimatedNav' : 'etf.nav'), quote.nav],
          [t('etf.premium'), <PriceChange value={quote.premium} percent />],
        ]
  return (
    <section className={styles.header} aria-label={t('quote.label')}>
      <div className={styles.title}>
        {/* An index goes by its name (加權指數), never by its internal code (IX0001). */}
        <h1>{isIndex ? indexName(t, quote) : quote.name}</h1>
        {isIndex ? null : <span>{quote.symbol}</span>}
        <span className={styles.phase}>{t(`phase.${quote.phase}`)}</span>
        {action}
      </div>
      <div className={styles.main}>
        <TonedPrice className={styles.price} price={value(quote.price)} change={quote.gainValue} />
        <span className={styles.changes} data-testid="quote-change">
          <PriceChange value={quote.gainValue} />
          <PriceChange value={quote.gain} percent />
        </span>
      </div>
      <FigureList className={styles.figures} figures={figures} grouped />
      {etf.length > 0 && <FigureList className={styles.figures} figures={etf} grouped />}
    </section>
  )
}
