// A read's answer kept while nothing it depends on moves, so that the same read again is
// answered without running its rules: the world's records (its change count), the clock as
// far as the answer read it (call-context.ts: not at all, by the minute, or until an instant
// the handler names), and the call itself (path, content type, token, account and body
// text). A test oracle is mostly asked the same reads of a world that does not change
// between them (a screen polling its data, a suite's parallel workers), and running the
// rules, serialising and checking the answer again would be most of what such a call costs.
//
// Only answers that were carried out in the world's shared section (they changed nothing), passed
// their check against the contract and say for how long they hold are kept. The dispatcher decides
// when a kept answer may stand in for the rules (no steering, no passthrough, no write waiting,
// nothing to settle): see `reusableKeptRead` in dispatch.ts.
import type { IncomingCall } from '../core/call.ts'
import type { World } from '../core/world.ts'
import type { Validity } from './call-context.ts'

export interface KeptRead {
  readonly envelope: unknown
  /** The envelope as JSON in UTF-8, as it is sent. */
  readonly encoded: Uint8Array
  /** The validated body, as the request log shows it. */
  readonly body: unknown
  /** When it holds, as far as the clock goes. */
  readonly validity: Validity
}

interface WorldMemo {
  /** The world's change count the kept answers hold for. */
  changes: number
  reads: Map<string, KeptRead>
}

/** Answers kept per world: beyond this they are all dropped (a world's screens ask a few dozen reads). */
const keptPerWorld = 64
/**
 * Larger answers are not kept: a world full of pending orders lists a great many of them,
 * and a hundred such worlds would each hold that list (the trade area keeps the lists of the
 * last few worlds used itself: trade/views.ts).
 */
const longestKept = 64 * 1024

const memos = new WeakMap<World, WorldMemo>()
const utf8 = new TextEncoder()

/**
 * What a read is told apart by, or undefined for a call that is never kept (forced errors,
 * idempotent submissions, uploads).
 */
export function readKey(call: IncomingCall): string | undefined {
  const { headers } = call
  if (headers['x-mock-error'] !== undefined || headers['idempotency-key'] !== undefined || call.bytes !== undefined)
    return undefined
  return [call.path, headers['content-type'] ?? '', headers.token ?? '', headers.account ?? '', call.body].join('\n')
}

/** The answer kept for `key` that still holds in `world` at `now`. */
export function findKept(world: World, key: string, now: number): KeptRead | undefined {
  const memo = memos.get(world)
  if (memo === undefined || memo.changes !== world.changes) return undefined
  const kept = memo.reads.get(key)
  return kept === undefined || now < kept.validity.from || now >= kept.validity.until ? undefined : kept
}

/**
 * Keeps a read's answer for as long as it holds (`validity`: undefined for an answer that read the
 * clock to the instant), unless it is too large.
 */
export function keepRead(
  world: World,
  key: string,
  read: { envelope: unknown; encoded: Uint8Array | string; body: unknown; validity: Validity | undefined },
): void {
  const { validity } = read
  if (validity === undefined) return
  const encoded = typeof read.encoded === 'string' ? utf8.encode(read.encoded) : read.encoded
  if (encoded.byteLength > longestKept) return
  let memo = memos.get(world)
  if (memo === undefined || memo.changes !== world.changes)
    memos.set(world, (memo = { changes: world.changes, reads: new Map() }))
  if (memo.reads.size >= keptPerWorld) memo.reads.clear()
  memo.reads.set(key, { envelope: read.envelope, encoded, body: read.body, validity })
}
