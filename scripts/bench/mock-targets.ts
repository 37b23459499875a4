// The mock server's targets (docs/performance.md), judged from one run of `npm run
// bench:mock`: throughput as a share of the bare node:http baseline and of Prism measured in
// the same run, latency, memory, and the time to make a world and to start.
import type { LoadResult } from './load.ts'
import { fixed, type Target } from './report.ts'

export interface MockFigures {
  /** The connections of the main runs, and of the light-load runs. */
  connections: number
  fewConnections: number
  worlds: number
  baselineReads: LoadResult
  /**
   * The full mix answered as a world that has taken its orders (the mock's world after the
   * warm-up), and as a new world.
   */
  baselineMix: LoadResult
  baselineMixNewWorld: LoadResult
  baselineReadsFew: LoadResult
  prismReads: LoadResult
  mockReads: LoadResult
  mockReadsUnchecked: LoadResult
  mockReadsFew: LoadResult
  mockMix: LoadResult
  mockMixWorlds: LoadResult
  /** `/trade/kline` and `/common/config` alone. */
  kline: LoadResult
  config: LoadResult
  /**
   * RSS after the runs and a memory-reducing collection (the target), and after an ordinary one
   * (still the runs' peak).
   */
  rssMb: number
  peakRssMb: number
  newWorldP95Ms: number
  startMedianMs: number
}

const ratio = (value: number, to: number) => (to > 0 ? value / to : 0)
const percent = (share: number) => `${fixed(share * 100)} %`

export function mockTargets(figures: MockFigures): Target[] {
  const { connections, fewConnections, worlds } = figures
  const reads = ratio(figures.mockReads.requestsPerSecond, figures.baselineReads.requestsPerSecond)
  const mix = ratio(figures.mockMix.requestsPerSecond, figures.baselineMix.requestsPerSecond)
  const prism = ratio(figures.mockReads.requestsPerSecond, figures.prismReads.requestsPerSecond)
  const kline = ratio(figures.kline.requestsPerSecond, figures.config.requestsPerSecond)
  const checks = 1 - ratio(figures.mockReads.requestsPerSecond, figures.mockReadsUnchecked.requestsPerSecond)
  const p99Within = (name: string, result: LoadResult, baseline: LoadResult): Target => ({
    name: `p99 at ${connections} connections, ${name}`,
    measured: `${fixed(result.p99Ms, 1)} ms`,
    goal: `<= ${fixed(baseline.p99Ms + 10, 1)} ms (baseline + 10)`,
    pass: result.p99Ms <= baseline.p99Ms + 10,
  })
  return [
    { name: 'read calls vs bare node:http', measured: percent(reads), goal: '>= 50 % (goal 60 %)', pass: reads >= 0.5 },
    { name: 'read calls vs Prism (logging off)', measured: `${fixed(prism, 1)}×`, goal: '>= 5×', pass: prism >= 5 },
    { name: 'full mix (with orders) vs bare node:http', measured: percent(mix), goal: '>= 40 %', pass: mix >= 0.4 },
    {
      name: `p99 at ${fewConnections} connections, read calls`,
      measured: `${fixed(figures.mockReadsFew.p99Ms, 1)} ms`,
      goal: '< 10 ms',
      pass: figures.mockReadsFew.p99Ms < 10,
    },
    p99Within('read calls', figures.mockReads, figures.baselineReads),
    p99Within('full mix', figures.mockMix, figures.baselineMix),
    // Each of the worlds takes only part of its orders within a run: judged against the new world's
    // answers, the stricter.
    p99Within(`full mix, ${worlds} worlds`, figures.mockMixWorlds, figures.baselineMixNewWorld),
    { name: '/trade/kline vs /common/config', measured: percent(kline), goal: '>= 50 %', pass: kline >= 0.5 },
    {
      name: 'answer checks, share of the read throughput',
      measured: percent(Math.max(0, checks)),
      goal: '< 10 %',
      pass: checks < 0.1,
    },
    {
      name: `RSS with ${worlds} worlds, after a memory-reducing GC`,
      measured: `${fixed(figures.rssMb)} MB (${fixed(figures.peakRssMb)} MB after a full GC)`,
      goal: '< 150 MB',
      pass: figures.rssMb < 150,
    },
    {
      name: 'a new world (p95)',
      measured: `${fixed(figures.newWorldP95Ms, 2)} ms`,
      goal: '< 5 ms',
      pass: figures.newWorldP95Ms < 5,
    },
    {
      name: 'server start (median of 5)',
      measured: `${fixed(figures.startMedianMs)} ms`,
      goal: '< 500 ms',
      pass: figures.startMedianMs < 500,
    },
  ]
}
