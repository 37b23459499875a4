// The chart appears however its page comes and goes: the library arriving while the page's
// Suspense boundary has fallen back again (a part of the screen loading its texts), a cached
// page hidden and shown again, an unmount. klinecharts is replaced by a stand-in that keeps
// one chart per container as the library does, and that arrives when the test says so.
import { act, Activity, type ReactNode, Suspense, use } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { i18n, initI18n } from '../../i18n/index.ts'
import { rightGap } from './chart-layout.ts'
import { type ChartCandle, MarketChart } from './MarketChart.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fake = vi.hoisted(() => {
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  /** The live charts by container, as klinecharts keeps them. */
  const charts = new Map<Element, object>()
  /** The gaps asked for right of the latest bar. */
  const rightGaps: number[] = []
  /** The formatters given to the charts. */
  const formatters: Array<{ formatBigNumber?: (value: number) => string }> = []
  const chartApi = () => ({
    setDataLoader: () => {},
    setStyles: () => {},
    setSymbol: () => {},
    setPeriod: () => {},
    resetData: () => {},
    removeIndicator: () => {},
    createIndicator: () => {},
    overrideYAxis: () => {},
    overrideXAxis: () => {},
    setFormatter: (formatter: { formatBigNumber?: (value: number) => string }) => formatters.push(formatter),
    setPaneOptions: () => {},
    setOffsetRightDistance: (distance: number) => rightGaps.push(distance),
    getPeriod: () => null,
  })
  return { arrive, arrived, charts, chartApi, rightGaps, formatters }
})

vi.mock('klinecharts', async () => {
  await fake.arrived
  return {
    registerLocale: () => {},
    utils: { calcTextWidth: () => 0, formatDate: () => '' },
    init: (element: HTMLElement) => {
      const existing = fake.charts.get(element)
      if (existing !== undefined) return existing
      const chart = { ...fake.chartApi(), element }
      element.append(document.createElement('canvas'))
      fake.charts.set(element, chart)
      return chart
    },
    dispose: (chart: { element: HTMLElement }) => {
      fake.charts.delete(chart.element)
      chart.element.replaceChildren()
    },
  }
})

const candles: ChartCandle[] = [
  {
    time: '2026-11-25T09:00:00+08:00',
    open: '100',
    high: '101',
    low: '99',
    close: '100.5',
    volume: 10,
    amount: '1000',
  },
]

function Chart() {
  return (
    <MarketChart
      symbol="IX0001"
      candles={candles}
      mode="line"
      period={{ type: 'minute', span: 1 }}
      showMa={false}
      sub={undefined}
      label="加權指數 分時圖"
      dayTone="up"
    />
  )
}

/** Suspends until its promise settles, as a screen part does while its texts load. */
function Pending({ until }: { until: Promise<void> | undefined }) {
  if (until !== undefined) use(until)
  return null
}
function later() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

let container: HTMLElement
let root: Root

const chartImage = () => container.querySelector<HTMLElement>('[role="img"][aria-label="加權指數 分時圖"]')
/** Visible, drawn, and said so. */
function expectDrawn() {
  const image = chartImage()
  expect(image?.closest('[style*="display: none"]')).toBeNull()
  expect(image?.getAttribute('data-ready')).toBe('true')
  expect(image?.querySelectorAll('canvas')).toHaveLength(1)
  expect(fake.charts.size).toBe(1)
}

async function flush() {
  for (let round = 0; round < 5; round += 1)
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))
}

beforeAll(async () => {
  await initI18n('zh-TW')
  await i18n.loadNamespaces('market')
})

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('<MarketChart>', () => {
  // Runs first: the library has not arrived yet (later tests find it loaded).
  it('draws the chart when the library arrives while its page has fallen back to loading', async () => {
    const page = (until?: Promise<void>): ReactNode => (
      <Suspense fallback={<p>loading</p>}>
        <Chart />
        <Pending until={until} />
      </Suspense>
    )
    act(() => root.render(page()))
    expect(chartImage()?.getAttribute('data-ready')).toBe('false')
    // A part of the page starts loading: React hides the shown chart under the fallback.
    const texts = later()
    await act(async () => root.render(page(texts.promise)))
    expect(container.textContent).toContain('loading')
    fake.arrive()
    await flush()
    texts.resolve()
    await flush()
    expect(container.textContent).not.toContain('loading')
    expectDrawn()
  })

  it('draws one chart again when a cached page is hidden and shown, and disposes of it on unmount', async () => {
    const page = (mode: 'visible' | 'hidden'): ReactNode => (
      <Activity mode={mode}>
        <Chart />
      </Activity>
    )
    fake.arrive()
    act(() => root.render(page('visible')))
    await flush()
    expectDrawn()
    // The latest bar by the price axis, not after an empty stretch.
    expect(fake.rightGaps.at(-1)).toBe(rightGap)
    // Volumes in the reader's units: 萬 in Chinese, not the library's K and M.
    expect(fake.formatters.at(-1)?.formatBigNumber?.(130_800)).toBe('13.08萬')
    act(() => root.render(page('hidden')))
    await flush()
    expect(fake.charts.size).toBe(0)
    expect(chartImage()?.getAttribute('data-ready')).toBe('false')
    fake.arrive()
    act(() => root.render(page('visible')))
    await flush()
    expectDrawn()
    // Away and back within one task.
    act(() => {
      root.render(page('hidden'))
      root.render(page('visible'))
    })
    await flush()
    expectDrawn()
    act(() => root.render(null))
    expect(fake.charts.size).toBe(0)
  })
})
