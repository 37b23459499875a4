// The mock's default settings, apart from the code that reads flags and variables (Node
// only), so that the browser mock mode starts its worlds the same way.
export const defaults = {
  host: '127.0.0.1',
  port: 4310,
  seed: 20261123,
  /** A Monday during continuous trading, so every market rule can be exercised at once. */
  start: '2026-11-23T09:30:00+08:00',
  clockMode: 'running',
} as const
