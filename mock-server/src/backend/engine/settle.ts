// Brings a world up to its clock: every area's settlers, in the order of the area list
// (see core/area.ts, Settler). The dispatcher runs this inside the world's exclusive
// section before a valid call's handler; the steering API after moving the clock.
import type { World } from '../core/world.ts'
import { settlers } from './areas-registry.ts'

export async function settle(world: World, now: number): Promise<void> {
  for (const settler of settlers) await settler(world, now)
}
