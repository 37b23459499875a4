// A fingerprint of a world's state, to show that a call changed nothing: its records, clock,
// id sequences and stored files. Steering is not state (forced errors and faults waiting for
// the next calls, the request log), nor is the memory of idempotent answers: a refused call
// may be remembered for its key and still have changed nothing.
import { digest } from '../core/idempotency.ts'
import type { World } from '../core/world.ts'

export async function stateDigest(world: World): Promise<string> {
  const files = world.files
    .entries()
    .map(([path, file]) => [path, file.contentType, file.bytes.byteLength, Array.from(file.bytes.subarray(0, 64))])
  return digest(
    JSON.stringify({
      collections: Object.fromEntries(Object.entries(world.db).map(([name, collection]) => [name, collection.all()])),
      now: world.clock.now(),
      mode: world.clock.mode,
      ids: world.ids.entries(),
      files,
    }),
  )
}
