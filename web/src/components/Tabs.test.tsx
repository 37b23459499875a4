// The app's Tabs: a tablist of tabs, the active one selected and focusable, a tap or the
// arrow keys choosing another (skipping disabled tabs), controlled or not.
import { act, type ReactNode, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Tabs } from './Tabs.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: Array<{ root: Root; container: HTMLElement }> = []

function render(element: ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() => root.render(element))
  mounted.push({ root, container })
  return container
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
})

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tab"]')]
const selected = (container: HTMLElement) =>
  tabs(container).find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent

function Controlled({ onChange }: { onChange: (key: string) => void }) {
  const [key, setKey] = useState('buy')
  return (
    <Tabs
      activeKey={key}
      onChange={(next) => {
        setKey(next)
        onChange(next)
      }}
    >
      <Tabs.Tab key="buy" title="Buy" />
      <Tabs.Tab key="hold" title="Hold" disabled />
      <Tabs.Tab key="sell" title="Sell" />
    </Tabs>
  )
}

describe('Tabs', () => {
  it('is a tablist whose active tab is selected and alone in the tab order', () => {
    const container = render(<Controlled onChange={() => {}} />)
    expect(container.querySelector('[role="tablist"]')).not.toBeNull()
    expect(tabs(container).map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Buy', 'true', 0],
      ['Hold', 'false', -1],
      ['Sell', 'false', -1],
    ])
  })

  it('chooses a tab on a tap, never a disabled one, and tells its key', () => {
    const onChange = vi.fn()
    const container = render(<Controlled onChange={onChange} />)
    act(() => tabs(container)[1]!.click())
    expect(selected(container)).toBe('Buy')
    act(() => tabs(container)[2]!.click())
    expect(selected(container)).toBe('Sell')
    act(() => tabs(container)[2]!.click())
    expect(onChange.mock.calls).toEqual([['sell']])
  })

  it('moves with the arrow keys, skipping disabled tabs and wrapping around, and focuses the tab chosen', () => {
    const container = render(<Controlled onChange={() => {}} />)
    const list = container.querySelector('[role="tablist"]')!
    const press = (key: string) => act(() => list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })))
    press('ArrowRight')
    expect(selected(container)).toBe('Sell')
    expect(document.activeElement?.textContent).toBe('Sell')
    press('ArrowRight')
    expect(selected(container)).toBe('Buy')
    press('ArrowLeft')
    expect(selected(container)).toBe('Sell')
  })

  it('keeps its own choice when not controlled, and shows the active tab content', () => {
    const container = render(
      <Tabs defaultActiveKey="b">
        <Tabs.Tab key="a" title="A">
          first
        </Tabs.Tab>
        <Tabs.Tab key="b" title="B">
          second
        </Tabs.Tab>
      </Tabs>,
    )
    expect(selected(container)).toBe('B')
    expect(container.textContent).toContain('second')
    expect(container.textContent).not.toContain('first')
    act(() => tabs(container)[0]!.click())
    expect(selected(container)).toBe('A')
    expect(container.textContent).toContain('first')
  })
})
