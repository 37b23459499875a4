// Printing the benchmarks' figures: aligned tables and targets with pass or fail. The tables
// themselves, and the pages the benchmarks write, come from ../figures-page.ts.
import { textHeading, textTable } from '../figures-page.ts'

export interface Target {
  name: string
  /** The measured value, as printed. */
  measured: string
  /** The target, as printed (">= 60 %"). */
  goal: string
  pass: boolean
}

export const table = textTable
export const heading = textHeading

export const targetHeader = ['Target', 'Measured', 'Goal', 'Result'] as const

export function targetRows(targets: readonly Target[]): string[][] {
  return targets.map((target) => [target.name, target.measured, target.goal, target.pass ? 'pass' : 'FAIL'])
}

export function targetTable(targets: readonly Target[]): string {
  return table(targetHeader, targetRows(targets))
}

export const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The settings a benchmark reads from the environment, in the command line of its page. */
export const benchSettings = {
  mock: ['BENCH_SECONDS', 'BENCH_ROUNDS', 'BENCH_CONNECTIONS', 'BENCH_PORT', 'BENCH_STRICT'],
  profile: ['BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_WORLDS', 'BENCH_PORT'],
  web: ['BENCH_LH_RUNS', 'BENCH_WEB_PORT', 'BENCH_LH_REPORTS'],
} as const
