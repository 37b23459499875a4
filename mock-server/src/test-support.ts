// Helpers for the mock server's unit tests (never imported by the server itself): a
// backend on a frozen clock, calls built the way the adapters build them, and snapshots
// of a world's collections to show that a call changed nothing.
import type { IncomingCall, Reply } from './backend/core/call.ts'
import type { World } from './backend/core/world.ts'
import { type Backend, type BackendOptions, createBackend } from './backend/engine/backend.ts'
import { settle } from './backend/engine/settle.ts'

/** The mock's default start: a Monday during continuous trading (2026-11-23 09:30 Taipei). */
export const testStart = Date.parse('2026-11-23T09:30:00+08:00')
export const testSeed = 20261123

export const demo = {
  investor: '0912345678',
  unverified: '0922333444',
  underReview: '0933555777',
  frozen: '0944666888',
  loginForbidden: '0955777999',
  password: 'demo1234',
} as const

export interface Envelope {
  status: number
  msg: string
  data: unknown
}

export type JsonReply = Extract<Reply, { kind: 'json' }>

/** A backend on a frozen clock whose problems are collected instead of printed, without rate limits unless asked. */
export function testBackend(options: Partial<BackendOptions> = {}): { backend: Backend; problems: string[] } {
  const problems: string[] = []
  const backend = createBackend({
    seed: testSeed,
    start: testStart,
    clockMode: 'frozen',
    realNow: () => 0,
    reportProblem: (problem) => problems.push(problem),
    rateLimits: false,
    ...options,
  })
  return { backend, problems }
}

/** A call under /api/vue as an adapter would pass it: POST, JSON, lower-case headers. */
export function apiCall(path: string, body: unknown, headers: Record<string, string> = {}): IncomingCall {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/** A call under /__mock. */
export function adminCall(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  query?: string,
): IncomingCall {
  return {
    method,
    path,
    ...(query === undefined ? {} : { query }),
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/** The reply as a JSON answer; fails the test when it is a text or a dropped connection. */
export function asJson(reply: Reply): JsonReply & { body: Envelope } {
  if (reply.kind !== 'json') throw new Error(`expected a JSON reply, got ${reply.kind}`)
  return reply as JsonReply & { body: Envelope }
}

/** Posts a call and returns its JSON answer. */
export async function post(backend: Backend, path: string, body: unknown, headers: Record<string, string> = {}) {
  return asJson(await backend.handleApi(apiCall(path, body, headers)))
}

export async function admin(
  backend: Backend,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  query?: string,
) {
  return asJson(await backend.handleAdmin(adminCall(method, path, body, headers, query)))
}

export interface Login {
  token: string
  account: string
  /** The headers a protected call carries. */
  headers: Record<string, string>
}

/** Logs in (in the given world) and returns the session's headers. */
export async function login(
  backend: Backend,
  account: string = demo.investor,
  password: string = demo.password,
  session?: string,
): Promise<Login> {
  const worldHeader: Record<string, string> = session === undefined ? {} : { 'x-mock-session': session }
  const reply = await post(backend, '/user/login', { account, password }, worldHeader)
  if (reply.body.status !== 1) throw new Error(`login of ${account} failed: ${reply.body.msg}`)
  const data = reply.body.data as { token: string; account: string }
  return { ...data, headers: { ...worldHeader, token: data.token, account: data.account } }
}

/**
 * Every record of every collection of a world, its clock and its pending scenarios, as
 * text, to compare before and after a call. (The request log is left out: it records
 * every call on purpose.)
 */
export function snapshot(world: World): string {
  const { forcedErrors, faults } = world.scenarios
  return JSON.stringify({ collections: collections(world), now: world.clock.now(), forcedErrors, faults })
}

/**
 * The snapshot of a world once it is brought up to its clock: what a call sees before its
 * rules run. After moving the clock, compare this (not `snapshot`) around a refused call,
 * since the passage of time itself may change state (orders expiring...).
 */
export async function settledSnapshot(world: World): Promise<string> {
  await world.exclusive(() => settle(world, world.clock.now()))
  return snapshot(world)
}

/** Every record of every collection of a world. */
export function collections(world: World): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(world.db).map(([name, collection]) => [name, collection.all()]))
}

/** Tiny images of each accepted type, and what a disguised file looks like. */
export const sampleFiles = {
  png: Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  ),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  webp: new Uint8Array([
    0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c,
  ]),
  /** An SVG (script-capable) sent with a .png name and an image/png type. */
  disguisedSvg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
} as const

/** A multipart body as fetch would send it: its bytes and its content type (with the boundary). */
export async function multipart(
  fields: Record<string, Uint8Array | string>,
  type = 'image/png',
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([value as Uint8Array<ArrayBuffer>], { type }), `${name}.png`)
  }
  const request = new Request('http://upload.test/', { method: 'POST', body: form })
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

/** Uploads through the core as an adapter would pass a multipart call. */
export async function upload(
  backend: Backend,
  fields: Record<string, Uint8Array | string>,
  headers: Record<string, string>,
  path = '/common/upload1',
) {
  const { bytes, contentType } = await multipart(fields)
  return asJson(
    await backend.handleApi({
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': contentType },
      body: '',
      bytes,
    }),
  )
}
