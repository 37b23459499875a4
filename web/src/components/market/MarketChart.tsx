// The intraday line and K-line chart, drawn by KLineChart (klinecharts, Apache-2.0) with
// its built-in indicators: MA on the price pane, VOL, and one of MACD, KDJ and RSI below.
// The library is loaded with a dynamic import() when the chart first mounts, so it is a
// lazy chunk of its own and the screens that show a chart stay small.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Chart } from 'klinecharts'
import styles from './MarketChart.module.css'

export interface ChartCandle {
  time: string
  open: string
  high: string
  low: string
  close: string
  volume: number
  amount: string
}

export type SubIndicator = 'MACD' | 'KDJ' | 'RSI'

export interface MarketChartProps {
  symbol: string
  candles: readonly ChartCandle[]
  /** The intraday line (an area of closes) or candles. */
  mode: 'line' | 'candle'
  /** The chart's bar length, for the time axis. */
  period: { type: 'minute' | 'day' | 'week' | 'month'; span: number }
  showMa: boolean
  sub: SubIndicator | undefined
  label: string
}

const up = '#e02020'
const down = '#0a9d58'
const flat = '#888'

function chartStyles(mode: MarketChartProps['mode']) {
  return {
    grid: { horizontal: { color: '#f0f0f0' }, vertical: { show: false } },
    candle: {
      type: mode === 'line' ? ('area' as const) : ('candle_solid' as const),
      bar: { upColor: up, downColor: down, noChangeColor: flat, upBorderColor: up, downBorderColor: down, noChangeBorderColor: flat, upWickColor: up, downWickColor: down, noChangeWickColor: flat },
      area: { lineColor: '#1677ff', lineSize: 1.5 },
      tooltip: { showRule: 'follow_cross' as const },
    },
    indicator: { ohlc: { upColor: up, downColor: down, noChangeColor: flat }, bars: [{ upColor: up, downColor: down, noChangeColor: flat }] },
  }
}

export function MarketChart({ symbol, candles, mode, period, showMa, sub, label }: MarketChartProps) {
  const { t, i18n } = useTranslation('market')
  const container = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<Chart>()
  const data = useRef<readonly ChartCandle[]>(candles)
  data.current = candles

  // Create the chart once the library has loaded; dispose of it on unmount.
  useEffect(() => {
    let disposed = false
    let created: Chart | null = null
    void import('klinecharts').then((library) => {
      if (disposed || container.current === null) return
      library.registerLocale(i18n.language, {
        time: t('chart.time'),
        open: t('chart.open'),
        high: t('chart.high'),
        low: t('chart.low'),
        close: t('chart.close'),
        volume: t('chart.volume'),
        change: t('chart.change'),
        turnover: t('chart.turnover'),
        second: '',
        minute: '',
        hour: '',
        day: '',
        week: '',
        month: '',
        year: '',
      })
      created = library.init(container.current, { locale: i18n.language, timezone: 'Asia/Taipei', styles: chartStyles(mode) })
      if (created === null) return
      created.setDataLoader({
        getBars: ({ callback }) =>
          callback(
            data.current.map((candle) => ({
              timestamp: Date.parse(candle.time),
              open: Number(candle.open),
              high: Number(candle.high),
              low: Number(candle.low),
              close: Number(candle.close),
              volume: candle.volume,
              turnover: Number(candle.amount),
            })),
            false,
          ),
      })
      setChart(created)
    })
    return () => {
      disposed = true
      if (created !== null && container.current !== null) void import('klinecharts').then((library) => container.current && library.dispose(container.current))
    }
    // The chart is made once; its inputs are applied by the effects below.
  }, [])

  useEffect(() => {
    chart?.setStyles(chartStyles(mode))
  }, [chart, mode])

  // A new symbol or period loads its bars; new bars of the same ones reload them.
  useEffect(() => {
    if (chart === undefined) return
    chart.setSymbol({ ticker: symbol, pricePrecision: 2, volumePrecision: 0 })
    chart.setPeriod(period)
  }, [chart, symbol, period.type, period.span])
  useEffect(() => {
    chart?.resetData()
  }, [chart, candles])

  useEffect(() => {
    if (chart === undefined) return
    chart.removeIndicator()
    if (showMa && mode === 'candle') chart.createIndicator({ name: 'MA', paneId: 'candle_pane' }, true)
    chart.createIndicator('VOL')
    if (sub !== undefined) chart.createIndicator(sub)
  }, [chart, showMa, sub, mode])

  return <div ref={container} className={styles.chart} role="img" aria-label={label} data-ready={chart === undefined ? 'false' : 'true'} />
}
