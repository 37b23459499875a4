// The arithmetic of pull-to-refresh (PullRefresh.tsx), apart so that it can be tested alone.

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

/**
 * The head's height for a finger moved `moved` px down: a rubber band (half the finger's
 * move at first, then less and less) that never reaches five heads, as antd-mobile's.
 */
export function pullHeight(moved: number, headPx: number): number {
  if (moved <= 0) return 0
  const dimension = headPx * 5
  const constant = 0.5
  return Math.ceil((moved * dimension * constant) / (dimension + constant * moved))
}
