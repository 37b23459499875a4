// The history check in `npm test`: a short run against the mock finds nothing, and each bug
// planted in a test build (planted-bugs.ts) is reported under its rule. Its options refuse
// bad input with a message and exit code 2.
import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import type { AnomalyRule } from './anomaly.ts'
import { OptionError, parseOptions } from './options.ts'
import { type PlantedBug, plantedBugs } from './planted-bugs.ts'
import { runHistory } from './run.ts'

const describeAnomalies = (run: Awaited<ReturnType<typeof runHistory>>) =>
  run.anomalies.slice(0, 10).map((found) => `${found.rule} (${found.account}): ${found.message}`)

describe('the history check', () => {
  it('finds no anomaly in a short run of the mock, with every kind of call made', async () => {
    const run = await runHistory({ clients: 8, ops: 3000, seed: 20261128, reportDir: '' })
    expect(describeAnomalies(run)).toEqual([])
    expect(run.clientCalls).toBeGreaterThanOrEqual(3000)
    const carriedOut = new Set(run.operations.filter((op) => op.status === 1).map((op) => op.kind))
    for (const kind of [
      'buy',
      'sell',
      'cancel',
      'deposit',
      'cash-out',
      'review',
      'exchange',
      'borrow',
      'repay',
      'follow',
      'clock',
    ] as const)
      expect(carriedOut, kind).toContain(kind)
    expect(run.operations.some((op) => op.replayed)).toBe(true)
  }, 120_000)

  const planted: Array<[PlantedBug, AnomalyRule]> = [
    ['stale-read', 'stale-read'],
    ['idempotency-off', 'replay-doubled-write'],
    ['leaked-hold', 'money-left-held'],
    ['lost-settlement', 'money-left-held'],
  ]
  // Without a bug, the run that each planted bug is put into finds nothing: what they report is the bug's.
  it('finds no anomaly in the planted runs without a bug', async () => {
    const run = await runHistory({ clients: 4, ops: 600, seed: 11, reportDir: '' })
    expect(describeAnomalies(run)).toEqual([])
  }, 120_000)

  it.each(planted)(
    'reports the planted bug %s as %s',
    async (bug, rule) => {
      const run = await runHistory({ clients: 4, ops: 600, seed: 11, reportDir: '' }, plantedBugs[bug])
      expect(run.anomalies.map((found) => found.rule)).toContain(rule)
    },
    120_000,
  )
})

describe('its options', () => {
  it('reads each option, in either form', () => {
    expect(parseOptions(['--clients', '4', '--ops=200', '--seed', '3', '--report-dir', 'out'])).toEqual({
      clients: 4,
      ops: 200,
      seed: 3,
      reportDir: 'out',
    })
    expect(parseOptions(['--help'])).toBe('help')
  })

  it.each([
    [['--clients', '0'], '--clients must be an integer from 1 to 256, not 0'],
    [['--clients', '257'], '--clients must be an integer from 1 to 256, not 257'],
    [['--ops', 'abc'], "--ops must be an integer from 1 to 10000000, not 'abc'"],
    [['--ops', '1.5'], "--ops must be an integer from 1 to 10000000, not '1.5'"],
    [['--seed'], '--seed needs a value'],
    [['--seed', '-1'], '--seed must be an integer from 0 to 2147483647, not -1'],
    [['--seed', '2147483648'], '--seed must be an integer from 0 to 2147483647, not 2147483648'],
    [['--report-dir', ' '], '--report-dir must name a folder'],
    [['--verbose'], "unknown option '--verbose'"],
    [['16'], "unknown option '16'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseOptions(args)).toThrow(new OptionError(message))
  })

  it.each([
    [['--clients', '0'], '--clients must be an integer from 1 to 256, not 0'],
    [['--ops', 'abc'], "--ops must be an integer from 1 to 10000000, not 'abc'"],
    [['--seed', '-1'], '--seed must be an integer from 0 to 2147483647, not -1'],
    [['--fast'], "unknown option '--fast'"],
  ])('makes the command %j exit 2 with the message and the usage, before it starts', (args, message) => {
    const done = spawnSync(process.execPath, ['mock-server/src/reliability/history/cli.ts', ...args], {
      encoding: 'utf8',
    })
    expect(done.status).toBe(2)
    expect(done.stderr).toContain(`check:history: ${message}`)
    expect(done.stderr).toContain('Usage: npm run check:history')
    expect(done.stdout).not.toContain('history check:')
  })
})
