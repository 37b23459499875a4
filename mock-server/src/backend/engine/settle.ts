// Brings a world up to its clock on one timeline (core/area.ts, Settler and ClockCheck). The
// dispatcher runs this before a valid call's handler (a read in the world's shared section: a
// settler that has something to do is refused there and the call runs again in the exclusive
// section); the steering API after moving the clock.
//
// Every area moves forward together, event by event: from the instant the world was last
// settled, settling steps to the next instant any settler names and runs every settler at it,
// until the next is past the clock. So a deposit approved at 09:50 is booked before a
// settlement due at 10:00, whichever area each belongs to, and every list in time order reads
// as it happened. Then the clock checks run once, at the clock.
//
// Each settler says when it will next have something to do, and so does each check. Until the
// earliest of those instants, and as long as the world does not change, settling again would
// do nothing, and is skipped: most calls then settle nothing at all.
import type { World } from '../core/world.ts'
import { clockChecks, settlers } from './areas-registry.ts'

interface Settled {
  /** The world's change count once it was settled. */
  changes: number
  /** The instant it was settled to. */
  at: number
  /** When a settler next falls due. */
  nextEvent: number
  /** When a clock check must run again. */
  nextCheck: number
}

/** When each world was last settled. */
const lastSettled = new WeakMap<World, Settled>()

/** Where a world never settled here (new, or restored from a snapshot) starts: before anything it can hold. */
const beforeAnything = -8.64e15

/** Runs of every settler at one instant before settling gives up on a settler that keeps changing the world there. */
const maxRunsAtAnInstant = 100

/**
 * Instants one settling may step through before it gives up: far more than years of loans
 * and orders fall due at, far fewer than a settler naming every millisecond would.
 */
const maxSteps = 100_000

/**
 * Whether settling the world at `now` would do nothing (it was settled since its last change, and
 * nothing falls due yet).
 */
export function isSettled(world: World, now: number): boolean {
  const last = lastSettled.get(world)
  return last !== undefined && last.changes === world.changes && now < Math.min(last.nextEvent, last.nextCheck)
}

/** Settles the world at `now`; returns when a settler or a check next falls due. */
export async function settle(world: World, now: number): Promise<number> {
  const last = lastSettled.get(world)
  const unchanged = last !== undefined && last.changes === world.changes
  if (unchanged && now < Math.min(last.nextEvent, last.nextCheck)) return Math.min(last.nextEvent, last.nextCheck)
  // Nothing changed and nothing falls due: only the checks at the clock have something to do.
  let nextEvent = unchanged && now < last.nextEvent ? last.nextEvent : await stepTo(world, last?.at, now)
  const changes = world.changes
  let nextCheck = Infinity
  for (const check of clockChecks) nextCheck = Math.min(nextCheck, await check(world, now))
  // A check that changed the world may have given a settler something to do.
  if (world.changes !== changes) nextEvent = await runQuietly(world, now)
  lastSettled.set(world, { changes: world.changes, at: now, nextEvent, nextCheck })
  return Math.min(nextEvent, nextCheck)
}

/**
 * Brings every area from the instant the world was last settled (`from`) to `now`, one due
 * instant at a time; returns when a settler next falls due after `now`.
 */
async function stepTo(world: World, from: number | undefined, now: number): Promise<number> {
  // A clock set back settles nothing behind it: the world is already past it.
  let at = Math.min(from ?? beforeAnything, now)
  for (let step = 0; step < maxSteps; step++) {
    const next = await runQuietly(world, at)
    if (next > now) return next
    at = next
  }
  throw new Error(
    `settling: more than ${maxSteps} instants fall due before ${now}; does a settler name every millisecond?`,
  )
}

/**
 * Runs every settler at `at` until a run changes nothing (a change one settler makes at an
 * instant can give another something to do at the same instant); returns the earliest
 * instant they name then.
 */
async function runQuietly(world: World, at: number): Promise<number> {
  for (let run = 0; run < maxRunsAtAnInstant; run++) {
    const changes = world.changes
    let next = Infinity
    for (const settler of settlers) next = Math.min(next, await settler(world, at))
    if (world.changes === changes) {
      if (next <= at) throw new Error(`settling: a settler named ${next}, not after ${at}`)
      return next
    }
  }
  throw new Error(`settling: the settlers still change the world at ${at} after ${maxRunsAtAnInstant} runs`)
}
