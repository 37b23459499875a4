// A fingerprint of everything a world holds, to show that a call changed nothing.
import { digest } from '../core/idempotency.ts'
import type { World } from '../core/world.ts'

export async function stateDigest(world: World): Promise<string> {
  const files = world.files.entries().map(([path, file]) => [path, file.contentType, file.bytes.byteLength, Array.from(file.bytes.subarray(0, 64))])
  return digest(
    JSON.stringify({
      collections: Object.fromEntries(Object.entries(world.db).map(([name, collection]) => [name, collection.all()])),
      now: world.clock.now(),
      mode: world.clock.mode,
      ids: world.ids.entries(),
      forcedErrors: world.scenarios.forcedErrors,
      faults: world.scenarios.faults,
      files,
      idempotency: world.idempotency.entries().map(([key, remembered]) => [key, remembered.bodyDigest]),
    }),
  )
}
