// Every read the engine keeps (read-memo.ts) answers what its rules would at any instant it
// says it holds for: each read of the contract with a handler is asked with its example at a
// random instant, then again the long way at a random later instant before its answer runs
// out, in the same world. A handler that reads the clock by the minute or names when its
// answer changes (call-context.ts) is held to it here, whatever it is.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'

import { admin, apiCall, demo, login, post, testBackend } from '../../test-support.ts'
import { toTaipeiIso } from '../core/time.ts'
import { handlers } from './areas-registry.ts'
import { operations } from './contract.ts'
import { findKept, readKey } from './read-memo.ts'

const hour = 60 * 60 * 1000
const day = 24 * hour

const reads = [...operations.values()].filter(
  (operation) =>
    !operation.mutates &&
    operation.bodyType === 'json' &&
    operation.example !== undefined &&
    handlers[operation.path as keyof typeof handlers] !== undefined,
)

// Worlds made at instants over a fortnight around the mock's start: weekdays and weekends,
// before, during and after the sessions.
const start = fc.integer({ min: Date.parse('2026-11-16T00:00:00+08:00'), max: Date.parse('2026-11-30T00:00:00+08:00') })
// How far into the time the answer holds for the second call is made: mostly soon after.
const later = fc.oneof(
  fc.integer({ min: 0, max: 60_000 }),
  fc.integer({ min: 0, max: hour }),
  fc.integer({ min: 0, max: 3 * day }),
)

describe('a kept read holds for as long as it says', () => {
  let comparisons = 0

  it('covers the reads of the contract', () => {
    expect(reads.length).toBeGreaterThan(30)
  })

  // Not vacuous: most samples of most reads are compared.
  afterAll(() => {
    expect(comparisons).toBeGreaterThan(reads.length * 4)
  })

  it.each(reads.map((operation) => [operation.path, operation] as const))(
    '%s',
    async (_path, operation) => {
      const { backend, problems } = testBackend()
      const compact = JSON.stringify(operation.example)
      // The same body spaced out: another read to the memo, so it is answered the long way.
      const spaced = JSON.stringify(operation.example, null, 1)
      let compared = 0
      await fc.assert(
        fc.asyncProperty(start, later, async (at, after) => {
          await admin(backend, 'POST', '/reset', { now: toTaipeiIso(at) })
          const session = await login(backend, demo.investor)
          const headers = operation.secured ? session.headers : {}
          const world = await backend.worlds.get('default')
          const first = await post(backend, operation.path, compact, headers)
          const kept = findKept(world, readKey(apiCall(operation.path, compact, headers))!, world.clock.now())
          if (kept === undefined) return
          const { until } = kept.validity
          const then =
            world.clock.now() +
            Math.min(after, Math.max(0, Math.min(until, world.clock.now() + 3 * day) - world.clock.now() - 1))
          await admin(backend, 'POST', '/clock', { set: toTaipeiIso(then) })
          const changes = world.changes
          const again = await post(backend, operation.path, spaced, headers)
          // Something fell due on the way (an order filled, a day ended): the kept answer would not have been used.
          if (world.changes !== changes) return
          compared += 1
          expect(again.body, `asked at ${toTaipeiIso(at)} and again at ${toTaipeiIso(then)}`).toEqual(first.body)
        }),
        { numRuns: 12 },
      )
      expect(problems).toEqual([])
      comparisons += compared
    },
    60_000,
  )
})
