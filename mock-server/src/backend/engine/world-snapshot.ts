// A world as plain JSON and back: every record of every collection (whatever the areas
// add), the clock, the random generator's state, the id sequences, stored files, pending
// scenarios and remembered idempotent answers. The request log is not kept (it is a
// diagnostic). Used by the data file (MOCK_DATA_FILE) so worlds survive a restart, and by the
// browser mock mode so its worlds survive a reload.
import { z } from 'zod'

import type { Reply } from '../core/call.ts'
import type { Collections } from '../core/collections.ts'
import type { LatencyProfile } from '../core/latency.ts'
import { restoredRandom } from '../core/random.ts'
import { Sequences } from '../core/sequences.ts'
import type { World } from '../core/world.ts'
import { emptyWorld } from './build-world.ts'

/**
 * Raised whenever records change shape, so that an older data file is refused with a message (2:
 * loans with terms and interest; 3: orders closing several holdings, fills, refused orders).
 */
export const snapshotVersion = 3

const replySchema = z.custom<Reply>((value) => typeof value === 'object' && value !== null && 'kind' in value)

export const worldSnapshotSchema = z.object({
  version: z.literal(snapshotVersion),
  session: z.string(),
  seed: z.number().int(),
  clock: z.object({ instant: z.number().int(), mode: z.enum(['frozen', 'running']) }),
  random: z.array(z.number().int()),
  ids: z.array(z.tuple([z.string(), z.number().int()])),
  collections: z.record(z.string(), z.array(z.unknown())),
  files: z.array(z.object({ path: z.string(), contentType: z.string(), base64: z.string() })),
  scenarios: z.object({ forcedErrors: z.array(z.unknown()), faults: z.array(z.unknown()) }),
  // Absent from files saved before latency profiles existed.
  latency: z.object({ profiles: z.array(z.unknown()), random: z.array(z.number().int()) }).optional(),
  idempotency: z.array(z.tuple([z.string(), z.object({ bodyDigest: z.string(), reply: replySchema })])),
})

export type WorldSnapshot = z.infer<typeof worldSnapshotSchema>

// btoa and atob rather than Node's Buffer: the browser mock mode saves its worlds too.
function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * The world's state now. Its records are the live ones: serialise it before the world's
 * exclusive section ends, or a later call's changes leak into it.
 */
export function snapshotWorld(world: World): WorldSnapshot {
  return {
    version: snapshotVersion,
    session: world.session,
    seed: world.seed,
    clock: { instant: world.clock.now(), mode: world.clock.mode },
    random: [...world.random.state()],
    ids: world.ids.entries(),
    collections: Object.fromEntries(Object.entries(world.db).map(([name, collection]) => [name, collection.all()])),
    files: world.files
      .entries()
      .map(([path, file]) => ({ path, contentType: file.contentType, base64: toBase64(file.bytes) })),
    scenarios: { forcedErrors: [...world.scenarios.forcedErrors], faults: [...world.scenarios.faults] },
    latency: { profiles: [...world.latency.profiles], random: [...world.latency.state()] },
    // A reply's encoded bytes are not JSON; its body is the same answer.
    idempotency: world.idempotency
      .entries()
      .map(([key, { bodyDigest, reply }]) => [
        key,
        { bodyDigest, reply: reply.kind === 'json' ? { ...reply, encoded: undefined } : reply },
      ]),
  }
}

/** Builds the saved world again; every record passes its collection's schema. */
export async function restoreWorld(snapshot: WorldSnapshot, realNow: () => number): Promise<World> {
  const world = emptyWorld(
    {
      session: snapshot.session,
      seed: snapshot.seed,
      start: snapshot.clock.instant,
      clockMode: snapshot.clock.mode,
      realNow,
    },
    restoredRandom(snapshot.random),
    Sequences.from(snapshot.ids),
  )
  for (const [name, records] of Object.entries(snapshot.collections)) {
    const collection = world.db[name as keyof Collections] as { create(record: unknown): Promise<unknown> } | undefined
    // A collection this version no longer has is dropped; a new one starts empty.
    if (collection === undefined) continue
    for (const record of records) await collection.create(record)
  }
  for (const file of snapshot.files)
    world.files.put(file.path, { contentType: file.contentType, bytes: fromBase64(file.base64) })
  world.scenarios.forcedErrors.push(...(snapshot.scenarios.forcedErrors as typeof world.scenarios.forcedErrors))
  world.scenarios.faults.push(...(snapshot.scenarios.faults as typeof world.scenarios.faults))
  if (snapshot.latency !== undefined)
    world.latency.restore(snapshot.latency.profiles as LatencyProfile[], snapshot.latency.random)
  for (const [key, remembered] of snapshot.idempotency)
    world.idempotency.remember(key, remembered.bodyDigest, remembered.reply)
  return world
}
