// In a plain browser the shell's start-up finds no bridge and does nothing.
import { describe, expect, it, vi } from 'vitest'

import { startNativeShellIfPresent } from './index.ts'

describe('startNativeShellIfPresent', () => {
  it('does nothing without the shell: no navigation is touched', async () => {
    const navigation = { currentPath: vi.fn(() => '/home/index'), canGoBack: vi.fn(() => true), goBack: vi.fn() }
    expect(await startNativeShellIfPresent(navigation)).toBe(false)
    expect(navigation.currentPath).not.toHaveBeenCalled()
    expect(navigation.goBack).not.toHaveBeenCalled()
  })
})
