// A part of home that loads after the first paint: its place until the browser is idle, then
// the part; when its code fails to load, a retry in its place that asks for the code again,
// the rest of the screen untouched.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { i18n, initI18n } from '../i18n/index.ts'
import { DeferredSection } from './DeferredSection.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const sections = vi.hoisted(() => ({ fail: true, loads: 0 }))

vi.mock('./HomeSections.tsx', () => {
  sections.loads += 1
  if (sections.fail) throw new Error('the connection is gone')
  return {
    HomeIndices: () => <p>indices</p>,
    HomeHoldings: () => <p>holdings</p>,
    HomeRankings: () => <p>rankings</p>,
  }
})

let container: HTMLElement
let root: Root

async function settle() {
  for (let round = 0; round < 10; round += 1)
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)))
}

beforeAll(async () => {
  await initI18n('zh-TW')
  await i18n.loadNamespaces('common')
})

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

describe('<DeferredSection>', () => {
  it('keeps its place, shows a retry when its code fails, and the part once the retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() =>
      root.render(
        <>
          <p>assets</p>
          <DeferredSection name="holdings" placeholder="place" />
        </>,
      ),
    )
    expect(container.querySelector('.place')).not.toBeNull()
    expect(container.textContent).toBe('assets')

    await settle()
    const retry = container.querySelector('button')
    expect(retry?.textContent).toBe('重新載入')
    expect(container.textContent).toContain('assets')

    sections.fail = false
    vi.resetModules()
    await act(async () => retry?.click())
    await settle()
    expect(container.textContent).toBe('assetsholdings')
    expect(sections.loads).toBeGreaterThanOrEqual(2)
  })
})
