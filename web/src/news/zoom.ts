// The picture viewer's zoom rules (docs/product.md#constants: zoom from 1/3 to 3; a double tap
// under 250 ms toggles zoom). Pure functions, so the rules are tested without a browser.
export const minZoom = 1 / 3
export const maxZoom = 3
/** The zoom a double tap switches to from the fitted size. */
export const doubleTapZoom = 2
/** Two taps closer than this are a double tap. */
export const doubleTapMs = 250

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1
  return Math.min(maxZoom, Math.max(minZoom, zoom))
}

/** A double tap zooms in from the fitted size, and back to it from any other. */
export function toggledZoom(zoom: number): number {
  return Math.abs(zoom - 1) < 0.01 ? doubleTapZoom : 1
}

/** Whether a tap at `now` after one at `previous` (ms) makes a double tap. */
export function isDoubleTap(previous: number | undefined, now: number): boolean {
  return previous !== undefined && now - previous >= 0 && now - previous < doubleTapMs
}

/** The zoom after a pinch that moved the fingers from `startDistance` to `distance` apart. */
export function pinchedZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom)
  return clampZoom(startZoom * (distance / startDistance))
}
