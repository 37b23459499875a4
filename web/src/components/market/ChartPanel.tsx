// A chart with its choices: the intraday line or K-lines of 5 and 60 minutes, days, weeks
// and months, MA on the price pane and one of MACD, KDJ and RSI under the volume. The
// intraday line, shown first, is our own (IntradayLine); the chart library (MarketChart)
// loads with the first K-lines.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatCents, parseCents } from '#rules/market.ts'

import { type KlineType, marketQueries } from '../../api/queries/market.ts'
import { Loading } from '../Loading.tsx'
import Tabs from '../Tabs.tsx'
import styles from './ChartPanel.module.css'
import { IntradayLine } from './IntradayLine.tsx'
import { type ChartCandle, MarketChart, type MarketChartProps, type SubIndicator } from './MarketChart.tsx'
import { groupedNumber, hundredMillions, toneOf, valueFormat } from './quote-format.ts'
import type { SelectedStock } from './selected-stock.ts'

const chartTypes: readonly KlineType[] = ['time', '5m', '60m', 'day', 'week', 'month']
const subIndicators: readonly SubIndicator[] = ['MACD', 'KDJ', 'RSI']

const periods: Record<KlineType, MarketChartProps['period']> = {
  time: { type: 'minute', span: 1 },
  '5m': { type: 'minute', span: 5 },
  '15m': { type: 'minute', span: 15 },
  '60m': { type: 'minute', span: 60 },
  day: { type: 'day', span: 1 },
  week: { type: 'week', span: 1 },
  month: { type: 'month', span: 1 },
}

/** The turnover of the bars, in exact cents, as the contract's 2-decimal text. */
function sumAmounts(candles: readonly ChartCandle[]): string {
  return formatCents(candles.reduce((sum, candle) => sum + (parseCents(candle.amount) ?? 0), 0))
}

function sumVolumes(candles: readonly ChartCandle[]): number {
  return candles.reduce((sum, candle) => sum + candle.volume, 0)
}

export interface ChartPanelProps {
  symbol: string
  name: string
  /** The day's change of the quote shown above the chart ("-1.50"): the last-price tag takes its colour. */
  dayChange: string
  /** Where it trades: an index's values read with thousands separators and its volume is turnover. */
  board: SelectedStock['market']
  /**
   * The route's loader asked for the intraday line: a refusal it met is not asked again on mount
   * (it was told once).
   */
  askedByLoader?: boolean
}

export function ChartPanel({ symbol, name, dayChange, board, askedByLoader = false }: ChartPanelProps) {
  const { t } = useTranslation('market')
  const [type, setType] = useState<KlineType>('time')
  const [showMa, setShowMa] = useState(true)
  const [sub, setSub] = useState<SubIndicator | undefined>('MACD')
  const chart = useQuery({ ...marketQueries.kline(symbol, type), retryOnMount: !askedByLoader })
  // The day so far: an index's size is its turnover (成交值, in 億), a stock's its lots (成交量).
  const volumeLabel = (candles: readonly ChartCandle[]) =>
    board === 'index'
      ? `${t('quote.amount')} ${hundredMillions(sumAmounts(candles))}${t('units.hundredMillion')}`
      : `${t('quote.volume')} ${groupedNumber(sumVolumes(candles))}${t('units.lots')}`
  return (
    <section className={styles.panel} aria-label={t('chart.label')}>
      <Tabs activeKey={type} onChange={(key) => setType(key as KlineType)} fill>
        {chartTypes.map((each) => (
          <Tabs.Tab key={each} title={t(`chart.types.${each}`)} />
        ))}
      </Tabs>
      {chart.data === undefined ? (
        <div className={styles.loading}>
          <Loading label={t('common:loading')} />
        </div>
      ) : type === 'time' ? (
        <IntradayLine
          candles={chart.data.candles}
          preClose={chart.data.preClose}
          label={t('chart.of', { name, type: t('chart.types.time') })}
          formatPrice={valueFormat(board)}
          preCloseLabel={t('quote.preClose')}
          volumeLabel={volumeLabel(chart.data.candles)}
        />
      ) : (
        <MarketChart
          symbol={symbol}
          candles={chart.data.candles}
          mode="candle"
          period={periods[type]}
          showMa={showMa}
          sub={sub}
          label={t('chart.of', { name, type: t(`chart.types.${type}`) })}
          dayTone={toneOf(dayChange)}
        />
      )}
      {type === 'time' ? null : (
        <div className={styles.indicators} role="group" aria-label={t('chart.indicators')}>
          <button
            type="button"
            aria-pressed={showMa}
            className={styles.toggle}
            onClick={() => setShowMa((shown) => !shown)}
          >
            <span className={styles.chip}>MA</span>
          </button>
          {subIndicators.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={sub === each}
              className={styles.toggle}
              onClick={() => setSub(sub === each ? undefined : each)}
            >
              <span className={styles.chip}>{each}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
