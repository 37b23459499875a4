// A new world, built from its seed: the foundation's records (site settings, the demo
// accounts and their opening balances), then each area's in the order of the area list.
// Anything that varies by seed draws from the world's Random, so the same seed gives the
// same world.
//
// The areas seed their pasts one after another; the ledger is then put on one timeline
// (core/ledger.ts), so that the fund records read in time order from the first page to the last.
//
// Seeding is done once per seed and start instant: that seeded world is kept as a template
// and never handed out, and each new world is a fork of it, sharing its (frozen) records
// until it changes them (core/collection.ts): a new world is a few objects, not every record
// created and validated again.
import type { Collections } from '../core/collections.ts'
import { putSeededLedgerInTimeOrder } from '../core/ledger.ts'
import { type Random, restoredRandom, seededRandom } from '../core/random.ts'
import { seedFoundation } from '../core/seed.ts'
import { Sequences } from '../core/sequences.ts'
import { World, type WorldSettings } from '../core/world.ts'
import { createCollections, ledgerKinds, seedAreas } from './areas-registry.ts'

/** Seeded templates kept, the least recently used dropped first (a test suite may use several seeds). */
const maxTemplates = 8
const templates = new Map<string, Promise<World>>()

async function seededTemplate(seed: number, start: number): Promise<World> {
  // Frozen at the start instant: seeding reads the clock once, as `now`.
  const world = emptyWorld(
    { session: 'template', seed, start, clockMode: 'frozen', realNow: () => 0 },
    seededRandom(seed),
    new Sequences(),
  )
  const now = world.clock.now()
  await seedFoundation(world, now)
  await seedAreas(world, now)
  await putSeededLedgerInTimeOrder(world)
  return world
}

function templateFor(seed: number, start: number): Promise<World> {
  const key = `${seed}|${start}`
  let template = templates.get(key)
  if (template === undefined) {
    template = seededTemplate(seed, start)
    template.catch(() => templates.delete(key))
    if (templates.size >= maxTemplates) templates.delete(templates.keys().next().value!)
  } else {
    templates.delete(key)
  }
  templates.set(key, template)
  return template
}

export async function buildWorld(settings: WorldSettings): Promise<World> {
  const template = await templateFor(settings.seed, settings.start)
  const db = Object.fromEntries(
    Object.entries(template.db).map(([name, collection]) => [name, collection.fork()]),
  ) as unknown as Collections
  return new World(settings, {
    db,
    random: restoredRandom(template.random.state()),
    ids: Sequences.from(template.ids.entries()),
    ledgerKinds,
    files: template.files.copy(),
  })
}

/** A world with no records, a given random state and ids: for restoring a saved one (world-snapshot.ts). */
export function emptyWorld(settings: WorldSettings, random: Random, ids: Sequences): World {
  return new World(settings, { db: createCollections(), random, ids, ledgerKinds })
}
