// Runs work the screen does not need yet (code for a section the user may open next) once the
// browser is idle, so that it never competes with the screen's own first paint: a phone has a
// few connections, and files fetched at the moment of that paint would queue with it. Where the
// browser has no requestIdleCallback (Safari), after a short delay instead.
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 200)
  return () => clearTimeout(timer)
}
