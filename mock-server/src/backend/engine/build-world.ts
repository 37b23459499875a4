// A new world, built from its seed: the foundation's records (site settings, the demo
// accounts and their opening balances), then each area's in the order of the area list.
// Anything that varies by seed draws from the world's Random, so the same seed gives the
// same world.
import { seededRandom, type Random } from '../core/random.ts'
import { seedFoundation } from '../core/seed.ts'
import { Sequences } from '../core/sequences.ts'
import { World, type WorldSettings } from '../core/world.ts'
import { createCollections, ledgerKinds, seedAreas } from './areas-registry.ts'

export async function buildWorld(settings: WorldSettings): Promise<World> {
  const world = emptyWorld(settings, seededRandom(settings.seed), new Sequences())
  const now = world.clock.now()
  await seedFoundation(world, now)
  await seedAreas(world, now)
  return world
}

/** A world with no records, a given random state and ids: for restoring a saved one (world-snapshot.ts). */
export function emptyWorld(settings: WorldSettings, random: Random, ids: Sequences): World {
  return new World(settings, { db: createCollections(), random, ids, ledgerKinds })
}
