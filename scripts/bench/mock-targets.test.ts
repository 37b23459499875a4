// The mock server's targets, judged from the figures of one run.
import { describe, expect, it } from 'vitest'

import type { LoadResult } from './load.ts'
import { type MockFigures, mockTargets } from './mock-targets.ts'

const run = (requestsPerSecond: number, p99Ms = 5): LoadResult => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  maxMs: p99Ms * 2,
  total: requestsPerSecond * 5,
  failures: 0,
})

const passing: MockFigures = {
  connections: 50,
  fewConnections: 10,
  worlds: 100,
  baselineReads: run(30_000, 4),
  baselineMix: run(30_000, 4),
  baselineMixNewWorld: run(60_000, 3),
  baselineReadsFew: run(25_000, 1),
  prismReads: run(2_000, 60),
  mockReads: run(18_000, 9),
  mockReadsUnchecked: run(19_000, 9),
  mockReadsFew: run(15_000, 2),
  mockMix: run(13_000, 12),
  mockMixWorlds: run(12_000, 13),
  kline: run(6_000),
  config: run(10_000),
  rssMb: 120,
  peakRssMb: 180,
  newWorldP95Ms: 0.2,
  startMedianMs: 300,
}

const failed = (figures: MockFigures) =>
  mockTargets(figures)
    .filter((target) => !target.pass)
    .map((target) => target.name)

describe('mockTargets', () => {
  it('passes a run that meets every target', () => {
    expect(failed(passing)).toEqual([])
    expect(mockTargets(passing).find((target) => target.name === 'read calls vs bare node:http')).toMatchObject({
      measured: '60 %',
      goal: '>= 50 % (goal 60 %)',
    })
  })

  it('judges throughput against the baseline and Prism of the same run', () => {
    expect(failed({ ...passing, mockReads: run(14_000, 9), mockReadsUnchecked: run(14_500, 9) })).toEqual([
      'read calls vs bare node:http',
    ])
    expect(failed({ ...passing, prismReads: run(4_000, 9) })).toEqual(['read calls vs Prism (logging off)'])
    expect(failed({ ...passing, mockMix: run(11_000, 12) })).toEqual(['full mix (with orders) vs bare node:http'])
    expect(failed({ ...passing, kline: run(4_000) })).toEqual(['/trade/kline vs /common/config'])
    expect(failed({ ...passing, mockReadsUnchecked: run(21_000, 9) })).toEqual([
      'answer checks, share of the read throughput',
    ])
  })

  it('judges latency: under 10 ms at few connections, within 10 ms of the baseline at many', () => {
    expect(failed({ ...passing, mockReadsFew: run(15_000, 10) })).toEqual(['p99 at 10 connections, read calls'])
    expect(failed({ ...passing, mockMixWorlds: run(12_000, 14.5) })).toEqual([
      'p99 at 50 connections, full mix, 100 worlds',
    ])
    // The full mix in one world against the baseline answering as that world; over 100 worlds,
    // against it answering as a new one.
    expect(failed({ ...passing, mockMix: run(13_000, 14.5) })).toEqual(['p99 at 50 connections, full mix'])
    expect(failed({ ...passing, mockMixWorlds: run(12_000, 13.5) })).toEqual([
      'p99 at 50 connections, full mix, 100 worlds',
    ])
    expect(mockTargets(passing).find((target) => target.name === 'p99 at 50 connections, read calls')).toMatchObject({
      goal: '<= 14.0 ms (baseline + 10)',
      pass: true,
    })
  })

  it('judges memory, a new world and the start', () => {
    expect(failed({ ...passing, rssMb: 150, newWorldP95Ms: 5, startMedianMs: 500 })).toEqual([
      'RSS with 100 worlds, after a memory-reducing GC',
      'a new world (p95)',
      'server start (median of 5)',
    ])
    expect(mockTargets(passing).find((target) => target.name.startsWith('RSS'))?.measured).toBe(
      '120 MB (180 MB after a full GC)',
    )
  })
})
