// The intraday line and K-line chart, drawn by KLineChart (klinecharts, Apache-2.0) with
// its built-in indicators: MA on the price pane, VOL, and one of MACD, KDJ and RSI below.
// The library is loaded with a dynamic import() when the chart first mounts, so it is a
// lazy chunk of its own and the screens that show a chart stay small.
// How it reads on a phone (chart-layout.ts): the price pane takes most of the height, each
// pane keeps a strip above its data for its legend, the time axis shows only labels that fit,
// and the last-price tag takes the colour of the day's change, as the quote above it does.
import type * as KLineCharts from 'klinecharts'
import type { Chart, IndicatorFigure } from 'klinecharts'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  axisDateTemplate,
  axisWithRoom,
  fittingTicks,
  legendStrip,
  legendText,
  paneHeights,
  paneIds,
  rightGap,
  subIndicatorPrecision,
} from './chart-layout.ts'
import styles from './MarketChart.module.css'
import { compactNumber, type Tone } from './quote-format.ts'

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
  /** Which way the day's change points: the last-price tag takes its colour. */
  dayTone: Tone
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
const toneColors: Record<Tone, string> = { up, down, flat }
/** The moving averages (week, month and quarter lines) in colours no one reads as up or down. */
const maDays = [5, 20, 60]
const maColors = ['#ff9600', '#935ebd', '#1677ff']
const axisColor = '#646a73'
const axisSize = 10

/** The page's own font: the library's default (Helvetica Neue) falls back to a serif one where it is missing. */
function pageFont(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif'
}

function chartStyles(mode: MarketChartProps['mode'], dayTone: Tone) {
  const tone = toneColors[dayTone]
  const family = pageFont()
  const axisText = { size: axisSize, color: axisColor, family }
  return {
    grid: { horizontal: { color: '#f0f0f0' }, vertical: { show: false } },
    xAxis: { tickText: axisText },
    yAxis: { tickText: axisText },
    separator: { color: '#e5e6eb' },
    crosshair: { horizontal: { text: { family } }, vertical: { text: { family } } },
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
      priceMark: {
        high: { color: axisColor, textSize: axisSize, textFamily: family },
        low: { color: axisColor, textSize: axisSize, textFamily: family },
        // The day's change, whatever the period: the last bar of a week or a month is not the day.
        last: { upColor: tone, downColor: tone, noChangeColor: tone, text: { size: 11, family } },
      },
      // The bar under the finger in a box of its own, not over the legends.
      tooltip: {
        showRule: 'follow_cross' as const,
        showType: 'rect' as const,
        title: { family },
        legend: { family },
      },
    },
    indicator: {
      ohlc: { upColor: up, downColor: down, noChangeColor: flat },
      bars: [{ upColor: up, downColor: down, noChangeColor: flat }],
      lines: maColors.map((color) => ({ color })),
      tooltip: {
        offsetTop: legendStrip.offsetTop,
        title: { show: false },
        legend: { ...legendText, family },
      },
    },
  }
}

/** Gives the panes below the price pane their share of the chart's height. */
/** The volume averages' days, as the VOL pane draws them. */
const volumeMaDays = [5, 20]

/**
 * The VOL pane's figures: its averages and its bars, the bars titled in the screen's language
 * (the library titles them VOLUME) and coloured as the day went, up, down or flat.
 */
function volumeFigures(title: string): IndicatorFigure[] {
  return [
    ...volumeMaDays.map((days, index) => ({ key: `ma${index + 1}`, title: `MA${days}: `, type: 'line' })),
    {
      key: 'volume',
      title: `${title}: `,
      type: 'bar',
      baseValue: 0,
      styles: ({ data }) => {
        // The VOL indicator's rows carry each bar's open and close beside its volume.
        const { open, close } = (data.current ?? {}) as { open?: number; close?: number }
        if (open === undefined || close === undefined || close === open) return { color: flat }
        return { color: close > open ? up : down }
      },
    },
  ]
}

function sizePanes(chart: Chart, element: HTMLElement) {
  for (const [id, height] of Object.entries(paneHeights(element.clientHeight)))
    chart.setPaneOptions({ id, height, minHeight: height })
}

export function MarketChart({ symbol, candles, mode, period, showMa, sub, label, dayTone }: MarketChartProps) {
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
  const currentStyles = useEffectEvent(() => chartStyles(mode, dayTone))
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
    const created = loaded.init(element, {
      locale: i18n.language,
      timezone: 'Asia/Taipei',
      styles: currentStyles(),
      // Panes keep the heights given below; a finger on a phone drags the chart, not a separator.
      layout: { pane: { dragEnabled: false } },
    })
    if (created === null) return
    const { calcTextWidth, formatDate } = loaded.utils
    created.overrideYAxis({ paneId: paneIds.price, ...axisWithRoom })
    created.setOffsetRightDistance(rightGap)
    created.overrideXAxis({
      createTicks: ({ bounding, defaultTicks }) =>
        fittingTicks(defaultTicks, bounding.width, (text) => calcTextWidth(text, axisSize, 'normal', pageFont())),
    })
    created.setFormatter({
      formatDate: ({ dateTimeFormat, timestamp, template, type }) =>
        formatDate(
          dateTimeFormat,
          timestamp,
          type === 'xAxis' ? axisDateTemplate(created.getPeriod()?.type, template) : template,
        ),
      // The volume pane's legend and axis in the reader's units (張 in 萬, not K and M).
      formatBigNumber: (value) => compactNumber(Number(value), i18n.language),
    })
    // The panes' heights follow the chart's: the library follows its box's size itself, the
    // shares of its panes are set here.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => sizePanes(created, element))
    observer?.observe(element)
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
      observer?.disconnect()
      loaded.dispose(created)
      setChart(undefined)
    }
    // A new language (a new `t`) makes a new chart: its locale is set at creation. The other
    // inputs are applied by the effects below.
  }, [loaded, i18n.language, t])

  useEffect(() => {
    chart?.setStyles(chartStyles(mode, dayTone))
  }, [chart, mode, dayTone])

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
    const element = container.current
    if (chart === undefined || element === null) return
    chart.removeIndicator()
    if (showMa && mode === 'candle')
      chart.createIndicator({ name: 'MA', paneId: paneIds.price, calcParams: maDays }, true)
    chart.createIndicator({
      name: 'VOL',
      paneId: paneIds.volume,
      calcParams: volumeMaDays,
      figures: volumeFigures(t('chart.volume')),
    })
    if (sub !== undefined) chart.createIndicator({ name: sub, paneId: paneIds.sub, precision: subIndicatorPrecision })
    for (const paneId of [paneIds.volume, paneIds.sub]) chart.overrideYAxis({ paneId, ...axisWithRoom })
    sizePanes(chart, element)
  }, [chart, showMa, sub, mode, t])

  return (
    <div
      ref={container}
      className={mode === 'candle' ? styles.candles : styles.chart}
      role="img"
      aria-label={label}
      data-ready={chart === undefined ? 'false' : 'true'}
    />
  )
}
