// Passthrough (the proxy mode of WireMock and Mockoon): calls whose path matches one of a
// world's globs go to a real upstream and its answer comes back as it was; the rest are
// answered by the mock. A world may record what the upstream answered (secrets masked), and
// a world seeded with a recording replays it. The dispatcher asks `relayCall` first; the
// steering API changes a world's settings (admin-passthrough.ts). Each world starts with the
// server's settings (MOCK_UPSTREAM, MOCK_UPSTREAM_PATHS, MOCK_RECORD_FILE) and goes back to
// them when it is reset. Calls go out through the platform's fetch, as in the browser.
import type { IncomingCall, Reply } from '../core/call.ts'
import { toTaipeiIso } from '../core/time.ts'
import type { World } from '../core/world.ts'
import { catalogueReply } from './envelope.ts'
import { recordedBody, type RecordedExchange, recordedRequest, Replay } from './recording.ts'
import type { WorldRegistry } from './worlds.ts'

export interface UpstreamSettings {
  /** The upstream's API root, e.g. https://upstream.example/api/vue (what /api/vue stands for). */
  baseUrl: string
  /** Globs of the paths every new world passes through (`*` within a segment, `**` across). */
  paths: readonly string[]
  /** Every new world records what the upstream answers. */
  record: boolean
  /** Told of every exchange recorded (the server appends it to MOCK_RECORD_FILE). */
  onRecord?: (exchange: RecordedExchange) => void
  /** Told when the upstream cannot be reached; never sent to the client. */
  reportProblem?: (problem: string) => void
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Request headers passed to the upstream; never the mock's own (x-mock-*), cookies or the host. */
const forwardedHeaders = [
  'content-type',
  'accept',
  'accept-language',
  'token',
  'account',
  'idempotency-key',
  'user-agent',
]

/** Exchanges a world keeps in memory (the file, if any, keeps them all). */
export const maxRecordedPerWorld = 1000

const globPattern = (glob: string) =>
  new RegExp(
    `^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, (stars) => (stars === '**' ? '.*' : '[^/]*'))}$`,
  )

/** Whether `path` matches one of the globs. */
export function matchesGlobs(path: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globPattern(glob).test(path))
}

/** A glob is a path under /api/vue, with `*` and `**` as its only wildcards. */
export const isGlob = (glob: string) => /^\/[A-Za-z0-9_*./-]*$/.test(glob)

interface WorldRelay {
  paths: readonly string[]
  record: boolean
  recorded: RecordedExchange[]
  replay: Replay | undefined
}

export interface RelayState {
  /** The upstream, or null when the server has none. */
  upstream: string | null
  paths: string[]
  record: boolean
  recorded: number
  replaying: number
}

export class Relay {
  readonly upstream: UpstreamSettings | undefined
  readonly #worlds = new WeakMap<World, WorldRelay>()

  constructor(upstream: UpstreamSettings | undefined) {
    this.upstream = upstream
  }

  #of(world: World): WorldRelay {
    let state = this.#worlds.get(world)
    if (state === undefined) {
      state = {
        paths: this.upstream?.paths ?? [],
        record: this.upstream?.record ?? false,
        recorded: [],
        replay: undefined,
      }
      this.#worlds.set(world, state)
    }
    return state
  }

  describe(world: World): RelayState {
    const state = this.#of(world)
    return {
      upstream: this.upstream?.baseUrl ?? null,
      paths: [...state.paths],
      record: state.record,
      recorded: state.recorded.length,
      replaying: state.replay?.size ?? 0,
    }
  }

  /** Changes which paths of the world pass through and whether it records. */
  configure(world: World, change: { paths?: readonly string[] | undefined; record?: boolean | undefined }): void {
    const state = this.#of(world)
    if (change.paths !== undefined) state.paths = [...change.paths]
    if (change.record !== undefined) state.record = change.record
  }

  recorded(world: World): readonly RecordedExchange[] {
    return this.#of(world).recorded
  }

  forgetRecorded(world: World): void {
    this.#of(world).recorded = []
  }

  /** Seeds the world with a recording to replay (`undefined` stops replaying). */
  replay(world: World, exchanges: readonly RecordedExchange[] | undefined): void {
    this.#of(world).replay = exchanges === undefined ? undefined : new Replay(exchanges)
  }

  /** Whether a call of `path` may be replayed or passed through rather than answered by the mock. */
  takes(world: World, path: string): boolean {
    const state = this.#worlds.get(world)
    if (state === undefined) return this.upstream !== undefined && matchesGlobs(path, this.upstream.paths)
    return state.replay !== undefined || (this.upstream !== undefined && matchesGlobs(path, state.paths))
  }

  /** The answer of a replayed or passed-through call, or undefined when the mock answers it. */
  async answer(world: World, call: IncomingCall): Promise<Reply | undefined> {
    const state = this.#of(world)
    const replayed = state.replay?.answer(call)
    if (replayed !== undefined) return replayed
    if (this.upstream === undefined || !matchesGlobs(call.path, state.paths)) return undefined
    return this.#forward(world, state, call, this.upstream)
  }

  async #forward(world: World, state: WorldRelay, call: IncomingCall, upstream: UpstreamSettings): Promise<Reply> {
    const headers: Record<string, string> = {}
    for (const name of forwardedHeaders) {
      const value = call.headers[name]
      if (value !== undefined) headers[name] = value
    }
    const url = `${upstream.baseUrl}${call.path}${call.query ? `?${call.query}` : ''}`
    let response: Response
    let bytes: Uint8Array
    try {
      response = await (upstream.fetch ?? fetch)(url, {
        method: call.method,
        headers,
        body:
          call.method === 'GET' || call.method === 'HEAD'
            ? undefined
            : ((call.bytes as Uint8Array<ArrayBuffer> | undefined) ?? call.body),
        signal: AbortSignal.timeout(upstream.timeoutMs ?? 10_000),
      })
      bytes = new Uint8Array(await response.arrayBuffer())
    } catch (error) {
      upstream.reportProblem?.(
        `passthrough of ${call.path} to ${upstream.baseUrl} failed: ` +
          (error instanceof Error ? error.message : String(error)),
      )
      const failed = catalogueReply('server_error')
      if (failed.kind !== 'drop') failed.headers['x-mock-upstream'] = 'unreachable'
      return failed
    }
    const contentType = response.headers.get('content-type')
    if (state.record) {
      const exchange: RecordedExchange = {
        world: world.session,
        at: toTaipeiIso(world.clock.now()),
        path: call.path,
        request: recordedRequest(call),
        response: {
          httpStatus: response.status,
          contentType,
          body: recordedBody(contentType, new TextDecoder().decode(bytes)),
        },
      }
      state.recorded.push(exchange)
      if (state.recorded.length > maxRecordedPerWorld) state.recorded.shift()
      upstream.onRecord?.(exchange)
    }
    return {
      kind: 'text',
      httpStatus: response.status,
      contentType: contentType ?? 'application/octet-stream',
      body: bytes,
      headers: { 'x-mock-upstream': 'passthrough' },
      delayMs: 0,
    }
  }
}

// Each backend's relay, found through its world registry: the dispatcher and the steering
// API are handed the registry, not the backend's options.
const relays = new WeakMap<WorldRegistry, Relay>()

export function attachRelay(worlds: WorldRegistry, upstream: UpstreamSettings | undefined): Relay {
  const relay = new Relay(upstream)
  relays.set(worlds, relay)
  return relay
}

export function relayOf(worlds: WorldRegistry): Relay {
  let relay = relays.get(worlds)
  if (relay === undefined) relay = attachRelay(worlds, undefined)
  return relay
}

/** The dispatcher's hook: a replayed or passed-through answer, or undefined for the mock to answer. */
export function relayCall(worlds: WorldRegistry, world: World, call: IncomingCall): Promise<Reply | undefined> {
  return relayOf(worlds).answer(world, call)
}
