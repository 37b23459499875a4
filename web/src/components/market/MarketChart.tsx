// The intraday line and K-line chart, drawn by KLineChart (klinecharts, Apache-2.0) with
// its built-in indicators: MA on the price pane, VOL, and one of MACD, KDJ and RSI below.
// The library is loaded with a dynamic import() when the chart first mounts, so it is a
// lazy chunk of its own and the screens that show a chart stay small.
import type * as KLineCharts from 'klinecharts'
import type { Chart } from 'klinecharts'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

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

type Library = typeof KLineCharts

// One load of the library for every chart; once it has arrived, charts are made at once. A
// failed load is forgotten, so the next chart tries again.
let library: Library | undefined
let loading: Promise<Library> | undefined
function loadLibrary(): Promise<Library> {
  loading ??= import('klinecharts').then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const up = '#e02020'
const down = '#0a9d58'
const flat = '#888'

function chartStyles(mode: MarketChartProps['mode']) {
  return {
    grid: { horizontal: { color: '#f0f0f0' }, vertical: { show: false } },
    candle: {
      type: mode === 'line' ? ('area' as const) : ('candle_solid' as const),
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: flat,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: flat,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: flat,
      },
      area: { lineColor: '#1677ff', lineSize: 1.5 },
      tooltip: { showRule: 'follow_cross' as const },
    },
    indicator: {
      ohlc: { upColor: up, downColor: down, noChangeColor: flat },
      bars: [{ upColor: up, downColor: down, noChangeColor: flat }],
    },
  }
}

export function MarketChart({ symbol, candles, mode, period, showMa, sub, label }: MarketChartProps) {
  const { t, i18n } = useTranslation('market')
  const container = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<Chart>()
  const data = useRef<readonly ChartCandle[]>(candles)
  data.current = candles

  const [loaded, setLoaded] = useState(library)
  useEffect(() => {
    if (loaded === undefined) void loadLibrary().then(setLoaded)
  }, [loaded])

  // The chart is made and disposed of in a layout effect, synchronously: React runs those
  // only while the element is attached and shown, and cleans them up whenever it hides the
  // element, both for a cached page (<Activity>) and for content whose Suspense boundary
  // falls back again (a screen part loading its texts). Passive effects stay mounted in the
  // latter case with the ref detached, so a chart awaited there was never made.
  // A new chart starts with the styles of the moment; later changes are applied below.
  const currentStyles = useEffectEvent(() => chartStyles(mode))
  useLayoutEffect(() => {
    const element = container.current
    if (loaded === undefined || element === null) return
    loaded.registerLocale(i18n.language, {
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
    // The library watches its container's size itself, so a container that starts at zero
    // size is drawn once it has one.
    const created = loaded.init(element, { locale: i18n.language, timezone: 'Asia/Taipei', styles: currentStyles() })
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
    return () => {
      loaded.dispose(created)
      setChart(undefined)
    }
    // A new language (a new `t`) makes a new chart: its locale is set at creation. The other
    // inputs are applied by the effects below.
  }, [loaded, i18n.language, t])

  useEffect(() => {
    chart?.setStyles(chartStyles(mode))
  }, [chart, mode])

  // A new symbol or period loads its bars; new bars of the same ones reload them.
  const { type: periodType, span: periodSpan } = period
  useEffect(() => {
    if (chart === undefined) return
    chart.setSymbol({ ticker: symbol, pricePrecision: 2, volumePrecision: 0 })
    chart.setPeriod({ type: periodType, span: periodSpan })
  }, [chart, symbol, periodType, periodSpan])
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

  return (
    <div
      ref={container}
      className={styles.chart}
      role="img"
      aria-label={label}
      data-ready={chart === undefined ? 'false' : 'true'}
    />
  )
}
