// The intraday chart draws with the screen, in a cached page shown again too, and says so
// (data-ready), as the e2e suite expects: the previous close across the middle with its
// name, the values at the edges, the session's time axis and the volume pane.
import { act, Activity, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { formatMoney } from '../../lib/format.ts'
import { IntradayLine, type IntradayLineProps } from './IntradayLine.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const candle = (time: string, close: string, volume: number) => ({
  time: `2026-11-25T${time}:00.000+08:00`,
  close,
  volume,
})
const props: IntradayLineProps = {
  candles: [candle('09:00', '32700.00', 90), candle('09:01', '32900.00', 60), candle('09:02', '32800.50', 30)],
  preClose: '32800.00',
  label: '加權指數 分時圖',
  formatPrice: formatMoney,
  preCloseLabel: '昨收',
  volumeLabel: '成交值 12.34億',
}

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
})

const chart = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="img"]')!

describe('IntradayLine', () => {
  it('draws the closes around the previous close, named, with its edges, time axis and volume', () => {
    const { container } = render(<IntradayLine {...props} />)
    const figure = chart(container)
    expect(figure.getAttribute('aria-label')).toBe('加權指數 分時圖')
    expect(figure.dataset.ready).toBe('true')
    expect(figure.querySelector('[data-testid="pre-close-line"]')?.getAttribute('y1')).toBe('50')
    const texts = [...figure.querySelectorAll('span')].map((span) => span.textContent)
    expect(texts).toEqual([
      '32,911.11',
      '+0.34%',
      '32,688.89',
      '-0.34%',
      '昨收 32,800.00',
      '0.00%',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:30',
      '成交值 12.34億',
    ])
    expect(figure.querySelectorAll('rect')).toHaveLength(3)
    expect(figure.querySelector('path:last-of-type')?.getAttribute('d')).toBe('M0,95L1,5L2,49.78')
  })

  it('is not ready without bars, and still shows the previous close and the time axis', () => {
    const figure = chart(render(<IntradayLine {...props} candles={[]} />).container)
    expect(figure.dataset.ready).toBe('false')
    expect(figure.textContent).toContain('昨收 32,800.00')
    expect(figure.textContent).toContain('13:30')
  })

  it('is drawn when its cached page is shown again', () => {
    const page = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <IntradayLine {...props} />
      </Activity>
    )
    const { container, root } = render(page('visible'))
    act(() => root.render(page('hidden')))
    act(() => root.render(page('visible')))
    expect(chart(container).dataset.ready).toBe('true')
    expect(chart(container).querySelectorAll('path')).toHaveLength(2)
  })
})
