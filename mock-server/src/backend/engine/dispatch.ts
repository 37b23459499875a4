// The path every app call takes through the mock, whatever the transport:
// world -> operation -> fault -> replay or passthrough -> body (JSON or multipart) ->
// validation -> forced error -> the world's capacity (system_busy past it) ->
// [the world's shared section for a call that only reads, its exclusive section for one
// that changes the world: session -> account restrictions -> idempotency key -> settlers ->
// handler] ->
// answer check -> request log. Every failure on the way is a catalogue envelope and
// changes nothing in the world. A read whose answer was kept (read-memo.ts) is answered with
// it, when nothing on that path would have gone otherwise.
import sjson from 'secure-json-parse'

import { catalogue, type ErrorId, isErrorId } from '#openapi/generated/errors.ts'

import { type IncomingCall, jsonReply, type Reply } from '../core/call.ts'
import { CatalogueError } from '../core/catalogue.ts'
import type { Handler } from '../core/handler.ts'
import { digest, idempotencyKeyPattern } from '../core/idempotency.ts'
import { maskSecrets } from '../core/request-log.ts'
import { assertMeets } from '../core/restrictions.ts'
import { type UploadedFile, uploadLimits } from '../core/uploads.ts'
import { ChangeWhileReading } from '../core/world-lock.ts'
import type { World } from '../core/world.ts'
import { encodeAnswer, rememberPassed } from './answer-cache.ts'
import { handlers } from './areas-registry.ts'
import { TrackedContext, TrackedUserContext } from './call-context.ts'
import {
  answerValidator,
  describeValidationError,
  operations,
  type OperationSpec,
  requestValidator,
  schemaValidator,
} from './contract.ts'
import { catalogueReply } from './envelope.ts'
import { faultReply } from './faults.ts'
import { jsonDepth, maxJsonDepth } from './json-depth.ts'
import { type Relay, relayOf } from './passthrough.ts'
import { findKept, keepRead, readKey } from './read-memo.ts'
import { isSettled, settle } from './settle.ts'
import { contractStub } from './stubs.ts'
import { defaultSession, sessionNamePattern, type WorldRegistry } from './worlds.ts'

export interface DispatchOptions {
  /** Larger bodies are refused with request_too_large. */
  maxBodyBytes: number
  /** Check every handler answer against the contract (development and tests). */
  checkAnswers: boolean
  /** Told when the mock itself breaks the contract or throws; never sent to the client. */
  reportProblem: (problem: string) => void
}

interface Outcome {
  reply: Reply
  body: unknown
  errorId?: ErrorId
}

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024

const fail = (id: ErrorId, params: Record<string, string> = {}, body: unknown = null): Outcome => ({
  reply: catalogueReply(id, params),
  body,
  errorId: id,
})

/** Answers one call under /api/vue. */
export async function dispatchApiCall(
  worlds: WorldRegistry,
  call: IncomingCall,
  options: DispatchOptions,
): Promise<Reply> {
  const session = call.headers['x-mock-session'] ?? defaultSession
  if (!sessionNamePattern.test(session)) {
    return catalogueReply('request_invalid', { detail: 'x-mock-session must be 1-64 letters, digits, ".", "_" or "-"' })
  }
  const world = await worlds.get(session)
  const at = world.clock.now()
  const outcome = await routeCall(world, call, at, options, relayOf(worlds))
  const { reply } = outcome
  world.requests.add({
    at,
    path: call.path,
    status: reply.kind === 'json' ? ((reply.body as { status?: number }).status ?? -1) : -1,
    httpStatus: reply.kind === 'drop' ? 0 : reply.httpStatus,
    ...(outcome.errorId === undefined ? {} : { errorId: outcome.errorId }),
    body: maskSecrets(loggable(outcome.body)),
  })
  if (reply.kind !== 'drop') reply.headers['x-mock-world'] = world.session
  return reply
}

/** The outcome of a call: a kept read, a fault, the upstream's answer (passthrough) or the operation's. */
async function routeCall(
  world: World,
  call: IncomingCall,
  now: number,
  options: DispatchOptions,
  relay: Relay,
): Promise<Outcome> {
  const operation = call.method === 'POST' ? operations.get(call.path) : undefined
  if (operation === undefined) return fail('request_not_found')
  const kept = operation.mutates ? undefined : reusableKeptRead(world, call, now, relay)
  if (kept !== undefined) {
    kept.reply.delayMs += world.latency.delayFor(call.path)
    return kept
  }

  let delayMs = 0
  const fault = world.scenarios.takeFault(call.path)
  if (fault !== undefined) {
    const forced = faultReply(fault)
    if ('kind' in forced) return { reply: forced, body: null }
    delayMs = forced.delayMs
  }

  const relayed = await relay.answer(world, call)
  const outcome =
    relayed === undefined ? await runOperation(world, operation, call, options) : { reply: relayed, body: null }
  if (outcome.reply.kind !== 'drop') outcome.reply.delayMs += delayMs + world.latency.delayFor(call.path)
  return outcome
}

/**
 * The kept answer of a read, when the long way would give the same: nothing steers the path,
 * it is not passed on, the world has room for the call, no change is under way or waiting
 * (the read would wait for it) and settling would do nothing.
 */
function reusableKeptRead(world: World, call: IncomingCall, now: number, relay: Relay): Outcome | undefined {
  const key = readKey(call)
  const kept = key === undefined ? undefined : findKept(world, key, now)
  if (kept === undefined) return undefined
  if (
    world.writesPending ||
    world.scenarios.steers(call.path) ||
    relay.takes(world, call.path) ||
    !world.capacity.available ||
    !isSettled(world, now)
  )
    return undefined
  return { reply: jsonReply(200, kept.envelope, {}, kept.encoded), body: kept.body }
}

function parseJsonBody(call: IncomingCall, maxBodyBytes: number): { value: unknown } | Outcome {
  if (call.body.length > maxBodyBytes / 4 && new TextEncoder().encode(call.body).byteLength > maxBodyBytes) {
    return fail('request_too_large')
  }
  const contentType = call.headers['content-type'] ?? ''
  if (call.body.trim() === '' && call.bytes === undefined)
    return fail('request_invalid', { detail: 'a JSON body is required' })
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return fail('request_unsupported_type')
  if (jsonDepth(call.body, maxJsonDepth) > maxJsonDepth)
    return fail('request_invalid', { detail: `the body nests deeper than ${maxJsonDepth} levels` })
  try {
    return { value: sjson.parse(call.body, undefined, { protoAction: 'error', constructorAction: 'error' }) }
  } catch {
    return fail('request_bad_json')
  }
}

/** A multipart body (uploads): exactly the fields the contract names, each one file. */
async function parseMultipartBody(
  call: IncomingCall,
  operation: OperationSpec,
): Promise<{ value: Record<string, UploadedFile> } | Outcome> {
  const contentType = call.headers['content-type'] ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return fail('request_unsupported_type')
  if (call.bytes === undefined || call.bytes.byteLength === 0) return fail('upload_missing_file')
  if (call.bytes.byteLength > uploadLimits.maxBytes + multipartOverheadBytes) {
    return fail('upload_too_large', { max: String(uploadLimits.maxBytes / (1024 * 1024)) })
  }
  let form: FormData
  try {
    // The platform's own multipart parser, in Node and in the browser alike.
    form = await new Response(call.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return fail('request_invalid', { detail: 'the multipart body could not be read' })
  }
  const schema = schemaValidator(
    'app',
    'paths',
    operation.path,
    'post',
    'requestBody',
    'content',
    'multipart/form-data',
    'schema',
  ).schema as {
    properties?: Record<string, unknown>
  }
  const fields = Object.keys(schema.properties ?? {})
  const unknown = [...new Set(form.keys())].find((name) => !fields.includes(name))
  if (unknown !== undefined) return fail('request_invalid', { detail: `body has unknown field '${unknown}'` })
  const value: Record<string, UploadedFile> = {}
  for (const field of fields) {
    const parts = form.getAll(field)
    const [part] = parts
    if (parts.length !== 1 || part === undefined || typeof part === 'string') return fail('upload_missing_file')
    value[field] = { bytes: new Uint8Array(await part.arrayBuffer()), declaredType: part.type, name: part.name }
  }
  return { value }
}

const isFile = (field: unknown) => field !== null && typeof field === 'object' && 'bytes' in field

/** What the request log keeps of a body: files by name, size and declared type, not their bytes. */
function loggable(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.values(body).some(isFile)) return body
  return Object.fromEntries(
    Object.entries(body).map(([name, field]) =>
      isFile(field)
        ? [
            name,
            {
              name: (field as UploadedFile).name,
              size: (field as UploadedFile).bytes.byteLength,
              declaredType: (field as UploadedFile).declaredType,
            },
          ]
        : [name, field],
    ),
  )
}

/**
 * Reads and validates the body, applies a forced error, takes a place in the world's capacity,
 * then runs the handler in the world's shared or exclusive section.
 */
async function runOperation(
  world: World,
  operation: OperationSpec,
  call: IncomingCall,
  options: DispatchOptions,
): Promise<Outcome> {
  const parsed =
    operation.bodyType === 'multipart'
      ? await parseMultipartBody(call, operation)
      : parseJsonBody(call, options.maxBodyBytes)
  if (!('value' in parsed)) return parsed
  const body = parsed.value
  if (operation.bodyType === 'json') {
    const validate = requestValidator(operation.path)
    if (!validate(body)) return fail('request_invalid', { detail: describeValidationError(validate.errors) }, body)
  }

  const forcedId = call.headers['x-mock-error']
  if (forcedId !== undefined) {
    if (!isErrorId(forcedId))
      return fail('request_invalid', { detail: `x-mock-error names no catalogue entry: '${forcedId}'` }, body)
    return fail(forcedId, {}, body)
  }
  const forced = world.scenarios.takeForcedError(operation.path)
  if (forced !== undefined) return fail(forced.id, { ...forced.params }, body)

  const idempotencyKey = call.headers['idempotency-key']
  if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
    return fail(
      'request_invalid',
      { detail: 'Idempotency-Key must be 1-128 letters, digits, ".", "_", ":" or "-"' },
      body,
    )
  }
  if (!world.capacity.take()) return fail('system_busy', {}, body)
  try {
    return await runInSection(world, operation, call, body, options, idempotencyKey)
  } finally {
    world.capacity.release()
  }
}

async function runInSection(
  world: World,
  operation: OperationSpec,
  call: IncomingCall,
  body: unknown,
  options: DispatchOptions,
  idempotencyKey: string | undefined,
): Promise<Outcome> {
  // A call that only reads runs beside other reads, never beside a change (core/world-lock.ts);
  // if it turns out to change the world (settling falls due, a login opens a session), it
  // has changed nothing yet and runs again in the exclusive section.
  if (!operation.mutates) {
    const read = await world
      .shared(() => runHandler(world, operation, call, body, options, true))
      .catch((error: unknown) => {
        if (error instanceof ChangeWhileReading) return undefined
        throw error
      })
    if (read !== undefined) return read
  }
  // One changing call at a time per world: its rules read and write without another call in between.
  return world.exclusive(() =>
    runHandler(world, operation, call, body, options, false, operation.mutates ? idempotencyKey : undefined),
  )
}

/**
 * The first answer to this key, when the same session already made this call: a retry gets
 * it again instead of acting twice. The key is scoped to the session (or to anonymous callers
 * for the calls that need none), so a key never reaches another session's answers, and it is
 * looked up only after the session and the account's restrictions were checked.
 */
async function replayed(
  world: World,
  scope: string,
  operation: OperationSpec,
  call: IncomingCall,
  body: unknown,
  key: string,
): Promise<{ outcome?: Outcome; remember: (outcome: Outcome) => void }> {
  const cacheKey = `${scope}\n${operation.path}\n${key}`
  const bodyDigest = await digest(call.bytes ?? call.body)
  const earlier = world.idempotency.get(cacheKey)
  const remember = (outcome: Outcome) => {
    // Only answers of calls that were carried out (not a 401, not a server failure).
    if (outcome.reply.kind === 'json' && outcome.reply.httpStatus === 200)
      world.idempotency.remember(cacheKey, bodyDigest, outcome.reply)
  }
  if (earlier === undefined) return { remember }
  if (earlier.bodyDigest !== bodyDigest)
    return {
      outcome: fail('request_invalid', { detail: 'this Idempotency-Key was already used with another body' }, body),
      remember,
    }
  return { outcome: { reply: replayOf(earlier.reply), body }, remember }
}

function replayOf(reply: Reply): Reply {
  return reply.kind === 'drop' ? reply : { ...reply, headers: { ...reply.headers, 'idempotent-replayed': 'true' } }
}

/**
 * Runs the handler; `reading`: in the shared section, where an answer that changed nothing may
 * be kept; `idempotencyKey`: a changing call's key, replayed or remembered once the session
 * and the account's restrictions have passed.
 */
async function runHandler(
  world: World,
  operation: OperationSpec,
  call: IncomingCall,
  body: unknown,
  options: DispatchOptions,
  reading = false,
  idempotencyKey?: string,
): Promise<Outcome> {
  // The call's instant is the clock when its rules run, not when it arrived: a call that waited
  // for the world behind a move of the clock (and a steering call that settled to the new
  // instant) acts at the clock it finds, so that the world's records are written in time order.
  const now = world.clock.now()
  // An operation without a handler yet is answered from the contract (engine/stubs.ts).
  const own = handlers[operation.path as keyof typeof handlers]
  const handler = (own ?? contractStub(operation, call)) as Handler<never>
  let context: TrackedContext
  let remember: ((outcome: Outcome) => void) | undefined
  const done = (outcome: Outcome): Outcome => {
    remember?.(outcome)
    return outcome
  }
  try {
    let data: unknown
    if (handler.secured) {
      // Every secured call runs these two scans: plain predicates, the cheapest query.
      const token = call.headers.token ?? ''
      const session = world.db.sessions.findFirst((q) => q.where((record) => record.token === token))
      const user = session && world.db.users.findFirst((q) => q.where((record) => record.id === session.userId))
      if (session === undefined || user === undefined || session.account !== call.headers.account) {
        return fail('session_expired', {}, body)
      }
      assertMeets(user, operation.account)
      if (idempotencyKey !== undefined) {
        const replay = await replayed(world, `session:${session.token}`, operation, call, body, idempotencyKey)
        if (replay.outcome !== undefined) return replay.outcome
        remember = replay.remember
      }
      await settle(world, now)
      // Read again: settling may have moved the user's balances.
      const settledUser = world.db.users.findFirst((q) => q.where({ id: user.id })) ?? user
      const userContext = new TrackedUserContext(world, now, settledUser, session)
      context = userContext
      data = await handler.run(userContext, body as never)
    } else {
      if (idempotencyKey !== undefined) {
        const replay = await replayed(world, 'anonymous', operation, call, body, idempotencyKey)
        if (replay.outcome !== undefined) return replay.outcome
        remember = replay.remember
      }
      await settle(world, now)
      context = new TrackedContext(world, now)
      data = await handler.run(context, body as never)
    }
    // An answer that never changes (the market's) is checked and serialised once; any other
    // is checked unless the same text passed before (engine/answer-cache.ts).
    const answer = encodeAnswer(operation.path, data)
    if (options.checkAnswers && !answer.checked) {
      const check = answerValidator(operation.path, 200)
      if (check !== undefined && !check(answer.envelope)) {
        options.reportProblem(
          `answer of ${operation.path} breaks the contract: ${describeValidationError(check.errors)}`,
        )
        return fail('server_error', {}, body)
      }
      rememberPassed(operation.path, answer)
    }
    const key = reading && own !== undefined ? readKey(call) : undefined
    if (key !== undefined && (answer.checked || !options.checkAnswers)) {
      keepRead(world, key, { envelope: answer.envelope, encoded: answer.encoded, body, validity: context.validity })
    }
    return done({ reply: jsonReply(200, answer.envelope, {}, answer.encoded), body })
  } catch (error) {
    // Not an error: the call changes the world after all, and runs again in the exclusive section.
    if (error instanceof ChangeWhileReading) throw error
    if (error instanceof CatalogueError) {
      if (options.checkAnswers && !operation.errors.has(error.id) && catalogue[error.id].source !== 'transport') {
        options.reportProblem(`${operation.path} raised '${error.id}', which its x-errors do not list`)
      }
      return done(fail(error.id, { ...error.params }, body))
    }
    options.reportProblem(
      `${operation.path} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return fail('server_error', {}, body)
  }
}
