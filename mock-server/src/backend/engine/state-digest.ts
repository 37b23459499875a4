// A fingerprint of a world's state, to show that a call changed nothing: its records, clock,
// id sequences and stored files. Steering is not state (forced errors and faults waiting for
// the next calls, the request log), nor is the memory of idempotent answers: a refused call
// may be remembered for its key and still have changed nothing.
import { digest } from '../core/idempotency.ts'
import type { World } from '../core/world.ts'

// Records are frozen and replaced when they change (core/collection.ts), so each one is
// fingerprinted once: the steering API describes the world (with this digest) after every move
// of the clock, and a world grown by a long run holds tens of thousands of records. The digest
// is over the records' fingerprints (two 32-bit FNV-1a hashes of each one's JSON), not their text.
const fingerprints = new WeakMap<object, string>()

function hash32(text: string, basis: number): number {
  let hash = basis
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

function fingerprint(record: object): string {
  let known = fingerprints.get(record)
  if (known === undefined) {
    const text = JSON.stringify(record)
    known = `${hash32(text, 0x811c9dc5).toString(16)}.${hash32(text, 0x050c5d1f).toString(16)}`
    fingerprints.set(record, known)
  }
  return known
}

export async function stateDigest(world: World): Promise<string> {
  const files = world.files
    .entries()
    .map(([path, file]) => [path, file.contentType, file.bytes.byteLength, Array.from(file.bytes.subarray(0, 64))])
  return digest(
    JSON.stringify({
      collections: Object.fromEntries(
        Object.entries(world.db).map(([name, collection]) => [name, collection.all().map(fingerprint).join(' ')]),
      ),
      now: world.clock.now(),
      mode: world.clock.mode,
      ids: world.ids.entries(),
      files,
    }),
  )
}
