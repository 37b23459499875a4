// The status bar's look in the native shell: white with dark text, whatever the platform lacks.
import { describe, expect, it, vi } from 'vitest'

import { applyStatusBar } from './status-bar.ts'

function fakeStatusBar(refuse: ReadonlySet<string> = new Set()) {
  const calls: [string, unknown][] = []
  const call = (name: string) =>
    vi.fn(async (options: unknown) => {
      calls.push([name, options])
      if (refuse.has(name)) throw new Error(`${name} is not available on this platform`)
    })
  return {
    calls,
    statusBar: {
      setStyle: call('setStyle'),
      setOverlaysWebView: call('setOverlaysWebView'),
      setBackgroundColor: call('setBackgroundColor'),
    },
  }
}

describe('applyStatusBar', () => {
  it('asks for dark text on a white bar that does not cover the page', async () => {
    const { calls, statusBar } = fakeStatusBar()
    expect(await applyStatusBar(statusBar)).toEqual([])
    expect(calls).toEqual([
      ['setStyle', { style: 'LIGHT' }],
      ['setOverlaysWebView', { overlay: false }],
      ['setBackgroundColor', { color: '#ffffff' }],
    ])
  })

  it('still sets the text colour where the bar colour and overlay are not available (Android 15+)', async () => {
    const { calls, statusBar } = fakeStatusBar(new Set(['setOverlaysWebView', 'setBackgroundColor']))
    const refused = await applyStatusBar(statusBar)
    expect(refused).toHaveLength(2)
    expect(refused.join('\n')).toMatch(/setBackgroundColor is not available/)
    expect(calls).toContainEqual(['setStyle', { style: 'LIGHT' }])
  })
})
