// Idempotency keys (the `Idempotency-Key` header, as in the IETF httpapi draft): a call
// that changes state, retried with the same key and the same body, gets the first answer
// again instead of acting twice. Kept per world, for the most recent keys only.
import type { Reply } from './call.ts'

export const idempotencyKeyPattern = /^[A-Za-z0-9._:-]{1,128}$/

export interface Remembered {
  bodyDigest: string
  reply: Reply
}

export class IdempotencyCache {
  readonly #entries = new Map<string, Remembered>()
  readonly limit: number

  constructor(limit = 500) {
    this.limit = limit
  }

  get(key: string): Remembered | undefined {
    return this.#entries.get(key)
  }

  remember(key: string, bodyDigest: string, reply: Reply): void {
    this.#entries.delete(key)
    this.#entries.set(key, { bodyDigest, reply })
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) break
      this.#entries.delete(oldest)
    }
  }

  /** Every remembered answer, oldest first, to save a world. */
  entries(): Array<[string, Remembered]> {
    return [...this.#entries.entries()]
  }

  get size(): number {
    return this.#entries.size
  }
}

/** A SHA-256 of the body, to tell a retry from another request under the same key. */
export async function digest(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const hash = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
