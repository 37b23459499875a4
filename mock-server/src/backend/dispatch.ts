// The path every app call takes through the mock, whatever the transport:
// world -> operation -> fault -> body -> validation -> forced error -> session -> handler
// -> answer check -> request log. Every failure on the way is a catalogue envelope and
// changes nothing in the world.
import sjson from 'secure-json-parse'
import { catalogue, isErrorId, type ErrorId } from '#openapi/generated/errors.ts'
import { CatalogueError } from './catalogue.ts'
import { answerValidator, describeValidationError, operations, requestValidator, type OperationSpec } from './contract.ts'
import { catalogueReply, successBody } from './envelope.ts'
import { faultReply } from './faults.ts'
import { handlers } from './handlers/index.ts'
import type { CallContext, Handler } from './handlers/types.ts'
import { maskSecrets } from './request-log.ts'
import { jsonReply, type IncomingCall, type Reply } from './transport.ts'
import type { World } from './world.ts'
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

const fail = (id: ErrorId, params: Record<string, string> = {}, body: unknown = null): Outcome => ({
  reply: catalogueReply(id, params),
  body,
  errorId: id,
})

/** Answers one call under /api/vue. */
export async function dispatchApiCall(worlds: WorldRegistry, call: IncomingCall, options: DispatchOptions): Promise<Reply> {
  const session = call.headers['x-mock-session'] ?? defaultSession
  if (!sessionNamePattern.test(session)) {
    return catalogueReply('request_invalid', { detail: 'x-mock-session must be 1-64 letters, digits, ".", "_" or "-"' })
  }
  const world = await worlds.get(session)
  const at = world.clock.now()
  const outcome = await answer(world, call, at, options)
  const { reply } = outcome
  world.requests.add({
    at,
    path: call.path,
    status: reply.kind === 'json' ? ((reply.body as { status?: number }).status ?? -1) : -1,
    httpStatus: reply.kind === 'drop' ? 0 : reply.httpStatus,
    ...(outcome.errorId === undefined ? {} : { errorId: outcome.errorId }),
    body: maskSecrets(outcome.body),
  })
  if (reply.kind !== 'drop') reply.headers['x-mock-world'] = world.session
  return reply
}

async function answer(world: World, call: IncomingCall, now: number, options: DispatchOptions): Promise<Outcome> {
  const operation = call.method === 'POST' ? operations.get(call.path) : undefined
  if (operation === undefined) return fail('request_not_found')

  let delayMs = 0
  const fault = world.scenarios.takeFault(call.path)
  if (fault !== undefined) {
    const forced = faultReply(fault)
    if ('kind' in forced) return { reply: forced, body: null }
    delayMs = forced.delayMs
  }

  const outcome = await answerOperation(world, operation, call, now, options)
  if (outcome.reply.kind !== 'drop') outcome.reply.delayMs += delayMs
  return outcome
}

function parseBody(call: IncomingCall, maxBodyBytes: number): { value: unknown } | Outcome {
  if (call.body.length > maxBodyBytes / 4 && new TextEncoder().encode(call.body).byteLength > maxBodyBytes) {
    return fail('request_too_large')
  }
  if (call.body.trim() === '') return fail('request_invalid', { detail: 'a JSON body is required' })
  const contentType = call.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return fail('request_unsupported_type')
  try {
    return { value: sjson.parse(call.body, undefined, { protoAction: 'error', constructorAction: 'error' }) }
  } catch {
    return fail('request_bad_json')
  }
}

async function answerOperation(
  world: World,
  operation: OperationSpec,
  call: IncomingCall,
  now: number,
  options: DispatchOptions,
): Promise<Outcome> {
  const parsed = parseBody(call, options.maxBodyBytes)
  if (!('value' in parsed)) return parsed
  const body = parsed.value
  const validate = requestValidator(operation.path)
  if (!validate(body)) return fail('request_invalid', { detail: describeValidationError(validate.errors) }, body)

  const forcedId = call.headers['x-mock-error']
  if (forcedId !== undefined) {
    if (!isErrorId(forcedId)) return fail('request_invalid', { detail: `x-mock-error names no catalogue entry: '${forcedId}'` }, body)
    return fail(forcedId, {}, body)
  }
  const forced = world.scenarios.takeForcedError(operation.path)
  if (forced !== undefined) return fail(forced.id, { ...forced.params }, body)

  const handler = handlers[operation.path as keyof typeof handlers] as Handler<never>
  const context: CallContext = { world, now }
  try {
    let data: unknown
    if (handler.secured) {
      const session = world.db.sessions.findFirst((q) => q.where({ token: call.headers.token ?? '' }))
      const user = session && world.db.users.findFirst((q) => q.where({ id: session.userId }))
      if (session === undefined || user === undefined || session.account !== call.headers.account) {
        return fail('session_expired', {}, body)
      }
      data = await handler.run({ ...context, user, session }, body as never)
    } else {
      data = await handler.run(context, body as never)
    }
    const envelope = successBody(data)
    if (options.checkAnswers) {
      const check = answerValidator(operation.path, 200)
      if (check !== undefined && !check(envelope)) {
        options.reportProblem(`answer of ${operation.path} breaks the contract: ${describeValidationError(check.errors)}`)
        return fail('server_error', {}, body)
      }
    }
    return { reply: jsonReply(200, envelope), body }
  } catch (error) {
    if (error instanceof CatalogueError) {
      if (options.checkAnswers && !operation.errors.has(error.id) && catalogue[error.id].source !== 'transport') {
        options.reportProblem(`${operation.path} raised '${error.id}', which its x-errors do not list`)
      }
      return fail(error.id, { ...error.params }, body)
    }
    options.reportProblem(`${operation.path} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return fail('server_error', {}, body)
  }
}
