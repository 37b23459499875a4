// Runs fuzz requests against a target (the mock, with Prism's validation proxy in front of
// it for the valid ones) and checks every answer: never a 5xx, always an envelope, always as the contract
// documents it, no internals (stack traces, paths) in any answer, and - for every request
// the contract calls invalid - the world's state digest unchanged and the call refused.
import { checkAnswer } from '#openapi/contract/schema.ts'

import { operations, requestValidator } from '../../backend/engine/contract.ts'
import { type FuzzRequest, fuzzRequests, type RequestKind } from './requests.ts'

export interface FuzzTarget {
  /** Where app calls go (`.../api/vue`): the mock or the proxy. */
  apiBase: string
  /** The mock's own steering API (`.../__mock`), for state digests. */
  adminBase: string
  /**
   * A validating proxy in front of `apiBase` (Prism) for the valid requests: a second,
   * independent check of the answers. Hostile requests (bad JSON, huge or deeply nested
   * bodies) go straight to the mock: Prism stalls on some of them, and they test the mock.
   */
  validatingProxyBase?: string
}

export interface FuzzFailure {
  request: Pick<FuzzRequest, 'path' | 'kind' | 'auth'> & { body: string }
  problem: string
}

export interface FuzzReport {
  requests: number
  invalid: number
  byKind: Partial<Record<RequestKind, number>>
  byHttpStatus: Record<string, number>
  failures: FuzzFailure[]
  /** How many distinct operations the requests reached. */
  operations: number
  /** Requests sent through `validatingProxyBase`. */
  viaProxy: number
  ms: number
}

const internals = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|Error: |TypeError|SyntaxError|RangeError/

/** Calls per world: rate limits are per world, so a fresh one now and then keeps logins possible. */
const callsPerWorld = 150

interface Credentials {
  token: string
  account: string
}

async function logIn(target: FuzzTarget, world: string, account: string): Promise<Credentials> {
  const response = await fetch(`${target.apiBase}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-session': world },
    body: JSON.stringify({ account, password: 'demo1234' }),
  })
  const envelope = (await response.json()) as { status: number; msg: string; data: Credentials }
  if (envelope.status !== 1) throw new Error(`fuzz: login of ${account} in ${world} failed: ${envelope.msg}`)
  return envelope.data
}

async function digest(target: FuzzTarget, world: string): Promise<string> {
  const response = await fetch(`${target.adminBase}/world`, { headers: { 'x-mock-session': world } })
  return ((await response.json()) as { data: { stateDigest: string } }).data.stateDigest
}

/** Whether the contract accepts the request as sent (body, content type and credentials). */
function isValid(request: FuzzRequest): boolean {
  const operation = operations.get(request.path)
  if (operation === undefined || operation.bodyType !== 'json') return false
  if (request.contentType !== 'application/json' || request.auth === 'forged' || request.auth === 'other-account')
    return false
  if (operation.secured && request.auth !== 'session') return false
  let body: unknown
  try {
    body = JSON.parse(request.body)
  } catch {
    return false
  }
  if (/"__proto__"|"constructor"/.test(request.body) || request.body.length > 1024 * 1024) return false
  return requestValidator(request.path)(body)
}

export async function runFuzz(
  target: FuzzTarget,
  count: number,
  seed: number,
  runId = `fuzz-${seed}`,
): Promise<FuzzReport> {
  const started = performance.now()
  const requests = fuzzRequests(count, seed)
  const report: FuzzReport = {
    requests: 0,
    invalid: 0,
    byKind: {},
    byHttpStatus: {},
    failures: [],
    operations: 0,
    viaProxy: 0,
    ms: 0,
  }
  const reached = new Set<string>()
  let world = ''
  let worlds = 0
  let session: Credentials | undefined
  let other: Credentials | undefined

  for (const [index, request] of requests.entries()) {
    // A fresh world every so often, and after a logout ended the session.
    if (index % callsPerWorld === 0 || session === undefined || other === undefined) {
      world = `${runId}-${worlds++}`
      session = await logIn(target, world, '0912345678')
      other = await logIn(target, world, '0922333444')
    }
    const valid = isValid(request)
    const headers: Record<string, string> = { 'x-mock-session': world }
    if (request.contentType !== undefined) headers['content-type'] = request.contentType
    if (request.auth === 'session') Object.assign(headers, { token: session.token, account: session.account })
    if (request.auth === 'forged')
      Object.assign(headers, { token: `${session.token.slice(0, 60)}0000`, account: session.account })
    if (request.auth === 'other-account') Object.assign(headers, { token: other.token, account: session.account })

    const before = valid ? undefined : await digest(target, world)
    let problem: string | undefined
    try {
      const viaProxy = valid && target.validatingProxyBase !== undefined
      if (viaProxy) report.viaProxy += 1
      const base = viaProxy ? target.validatingProxyBase : target.apiBase
      const response = await fetch(`${base}${request.path}`, {
        method: 'POST',
        headers,
        body: request.body === '' ? undefined : request.body,
      })
      const text = await response.text()
      report.byHttpStatus[String(response.status)] = (report.byHttpStatus[String(response.status)] ?? 0) + 1
      let envelope: { status?: unknown; msg?: unknown } | undefined
      try {
        envelope = JSON.parse(text) as typeof envelope
      } catch {
        envelope = undefined
      }
      const check = checkAnswer(request.path, 'post', response.status, response.headers.get('content-type'), text)
      if (response.status >= 500) problem = `HTTP ${response.status}: ${text.slice(0, 200)}`
      else if (envelope === undefined || typeof envelope.status !== 'number' || typeof envelope.msg !== 'string')
        problem = `not an envelope: ${text.slice(0, 200)}`
      else if (check.problems.length > 0) problem = check.problems.join('; ')
      else if (check.unknownFields.length > 0)
        problem = `the answer has fields the contract does not know: ${check.unknownFields.join(', ')}`
      else if (internals.test(text)) problem = `the answer shows internals: ${text.slice(0, 200)}`
      else if (!valid && envelope.status === 1) problem = 'an invalid request succeeded'
      if (!valid) {
        report.invalid += 1
        if (problem === undefined && (await digest(target, world)) !== before)
          problem = 'an invalid request changed the world'
      }
      // A valid logout ends the session: the next call logs in again.
      if (valid && request.path === '/user/logout') session = undefined
    } catch (error) {
      problem = `no answer: ${(error as Error).message}`
    }
    report.requests += 1
    reached.add(request.path)
    report.operations = reached.size
    report.byKind[request.kind] = (report.byKind[request.kind] ?? 0) + 1
    if (problem !== undefined)
      report.failures.push({
        request: { path: request.path, kind: request.kind, auth: request.auth, body: request.body.slice(0, 300) },
        problem,
      })
  }
  report.ms = performance.now() - started
  return report
}
