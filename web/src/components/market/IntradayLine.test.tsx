// The intraday line draws as soon as its box has a size, again when its cached page is shown
// again, and says so (data-ready), as the e2e suite and the K-line chart expect.
import { act, Activity, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { IntradayLine } from './IntradayLine.tsx'
import type { ChartCandle } from './MarketChart.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const candle = (close: string, minute: number): ChartCandle => ({
  time: `2026-11-25T09:${String(minute).padStart(2, '0')}:00+08:00`,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  amount: '1',
})
const candles = [candle('100', 0), candle('102', 1), candle('101', 2)]

/** What the canvas was asked to draw. */
const drawn: string[] = []
let boxWidth = 0

beforeEach(() => {
  drawn.length = 0
  boxWidth = 300
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => (boxWidth === 0 ? 0 : 200))
  const context = new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === 'string' ? (...args: unknown[]) => drawn.push(`${name}(${args.join(',')})`) : undefined,
      set: () => true,
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never)
})

const mounted: Array<{ root: Root; container: HTMLElement }> = []
function render(element: ReactNode): { container: HTMLElement; root: Root } {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() => root.render(element))
  mounted.push({ root, container })
  return { container, root }
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
  vi.restoreAllMocks()
})

const chart = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="img"]')!

describe('IntradayLine', () => {
  it('draws the closes at once and says it is ready, with its label for assistive technology', () => {
    const { container } = render(<IntradayLine candles={candles} previousClose="100.00" label="台積電 分時圖" />)
    expect(chart(container).getAttribute('aria-label')).toBe('台積電 分時圖')
    expect(chart(container).dataset.ready).toBe('true')
    expect(drawn.filter((call) => call.startsWith('lineTo')).length).toBeGreaterThanOrEqual(candles.length - 1)
    // The scale around the previous close (100): 102 at the top in red, 98 at the bottom.
    expect(drawn).toContain('fillText(102.00,4,14)')
    expect(drawn).toContain('fillText(+2.00%,296,14)')
    expect(drawn).toContain('fillText(100.00,4,91)')
    expect(drawn).toContain('fillText(-2.00%,296,172)')
    expect(drawn).toContain('setLineDash(4,3)')
  })

  it('is not ready while its box has no size, nor without closes', () => {
    boxWidth = 0
    expect(
      chart(render(<IntradayLine candles={candles} previousClose="100.00" label="x" />).container).dataset.ready,
    ).toBe('false')
    boxWidth = 300
    expect(chart(render(<IntradayLine candles={[]} previousClose="100.00" label="y" />).container).dataset.ready).toBe(
      'false',
    )
  })

  it('draws again when its cached page is shown again', () => {
    const page = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <IntradayLine candles={candles} previousClose="100.00" label="x" />
      </Activity>
    )
    const { container, root } = render(page('visible'))
    act(() => root.render(page('hidden')))
    expect(chart(container).dataset.ready).toBe('false')
    drawn.length = 0
    act(() => root.render(page('visible')))
    expect(chart(container).dataset.ready).toBe('true')
    expect(drawn.length).toBeGreaterThan(0)
  })
})
