import { useEffect, useRef } from 'react'

/** Runs `read` now and every `intervalMs` while mounted, again whenever `deps` change; failures go to `onError`. */
export function usePoll(
  read: () => Promise<void>,
  intervalMs: number,
  deps: readonly unknown[],
  onError: (error: unknown) => void,
): void {
  const latest = useRef({ read, onError })
  useEffect(() => {
    latest.current = { read, onError }
  })
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      try {
        await latest.current.read()
      } catch (error) {
        if (!stopped) latest.current.onError(error)
      }
      if (!stopped) timer = setTimeout(tick, intervalMs)
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
    // `deps` decide when to start over; `read` is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs, ...deps])
}
