// Brings a world up to its clock: every area's settlers, in the order of the area list
// (see core/area.ts, Settler). The dispatcher runs this before a valid call's handler (a read
// in the world's shared section: a settler that has something to do is refused there and the
// call runs again in the exclusive section); the steering API after moving the clock.
//
// Each settler says when it will next have something to do. Until the earliest of those
// instants, and as long as the world does not change, settling again would do nothing, and
// is skipped: most calls then settle nothing at all.
import type { World } from '../core/world.ts'
import { settlers } from './areas-registry.ts'

/** When a world was last settled: its change count then, and when a settler next falls due. */
const lastSettled = new WeakMap<World, { changes: number; nextDue: number }>()

/**
 * Whether settling the world at `now` would do nothing (it was settled since its last change, and
 * nothing falls due yet).
 */
export function isSettled(world: World, now: number): boolean {
  const last = lastSettled.get(world)
  return last !== undefined && last.changes === world.changes && now < last.nextDue
}

/** Settles the world at `now`; returns when a settler next falls due. */
export async function settle(world: World, now: number): Promise<number> {
  if (isSettled(world, now)) return lastSettled.get(world)!.nextDue
  let nextDue = Infinity
  for (const settler of settlers) nextDue = Math.min(nextDue, await settler(world, now))
  lastSettled.set(world, { changes: world.changes, nextDue })
  return nextDue
}
