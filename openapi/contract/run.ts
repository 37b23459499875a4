// The contract suite as a function over a target: every operation of the contract is sent
// with its example (ids and values taken from earlier answers of the same run, as
// `x-contract: {uses}` says), every answer is checked against the contract, and the run
// ends with a report. Against an upstream only the calls it is known to have are checked,
// and a call that changes state is sent with a session only for an account the user named
// twice (CONTRACT_ALLOW_WRITES=1 and CONTRACT_WRITE_ACCOUNT). See docs/contract.md.
import { matchCatalogue } from '#openapi/catalogue-match.ts'

import { type AppReads, appReads } from './app-reads.ts'
import { type Envelope, envelopeProblem, isEnvelope } from './envelope.ts'
import { type Answer, send } from './http.ts'
import { type ContractOperation, listOperations, operationName } from './operations.ts'
import { type ContractReport, type OperationResult, summarise } from './report.ts'
import { requestBody, runOrder, sessionEnding, unusedAccount } from './requests.ts'
import { checkAnswer } from './schema.ts'
import { logIn, type Session } from './session.ts'
import type { ContractSettings } from './settings.ts'
import { select, type Source } from './sources.ts'
import type { Target } from './target.ts'

export interface RunOptions {
  target: Target
  settings: ContractSettings
  /** The operations to run (the whole contract by default). */
  operations?: readonly ContractOperation[]
  /**
   * Whether the app reads an answer field of a call: a break in a field it never reads is a note,
   * not a failure. Against an upstream, the app's own reads by default (app-reads.ts); against
   * the mock every field is judged.
   */
  reads?: AppReads
}

/** Why an operation's example is not sent. */
class Skip {
  readonly reason: string
  constructor(reason: string) {
    this.reason = reason
  }
}

type NoSession = { problem: string }
const isSession = (value: Session | NoSession): value is Session => 'token' in value

export async function runContract(options: RunOptions): Promise<ContractReport> {
  const startedAt = new Date()
  const reads = options.reads ?? (options.target.isMock ? undefined : appReads())
  const run = new ContractRun(options.target, options.settings, options.operations ?? listOperations(), reads)
  const results = await run.all()
  return summarise({
    target: options.target.baseUrl,
    against: options.target.isMock ? 'mock' : 'upstream',
    strict: options.settings.strict,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    problems: run.problems,
    operations: results,
  })
}

class ContractRun {
  readonly problems: string[] = []
  readonly #target: Target
  readonly #settings: ContractSettings
  readonly #operations: readonly ContractOperation[]
  readonly #byPath: ReadonlyMap<string, ContractOperation>
  /** Each operation's result, and the answer envelope of those that succeeded. */
  readonly #results = new Map<string, OperationResult>()
  readonly #answers = new Map<string, Envelope>()
  readonly #reads: AppReads | undefined
  #suite: Session | NoSession | undefined
  #newMember: Promise<Session | NoSession> | undefined

  constructor(
    target: Target,
    settings: ContractSettings,
    operations: readonly ContractOperation[],
    reads: AppReads | undefined,
  ) {
    this.#target = target
    this.#settings = settings
    this.#reads = reads
    this.#operations = operations
    this.#byPath = new Map(operations.map((operation) => [operation.path, operation]))
  }

  async all(): Promise<OperationResult[]> {
    this.#suite = await logIn(this.#target, this.#settings.suite)
    if (!isSession(this.#suite)) this.problems.push(this.#suite.problem)
    for (const operation of runOrder(this.#operations)) {
      this.#results.set(operation.path, await this.#runOne(operation))
    }
    // The report lists operations in the contract's order, whatever order they ran in.
    return this.#operations.map((operation) => this.#results.get(operation.path) as OperationResult)
  }

  async #runOne(operation: ContractOperation): Promise<OperationResult> {
    const result: OperationResult = {
      operation: operationName(operation),
      upstream: operation.upstream,
      mutates: operation.mutates,
      outcome: 'skipped',
      problems: [],
      drift: { unknownFields: [], unknownMessages: [], unreadBreaks: [] },
    }
    if (!this.#target.isMock && operation.upstream === 'designed') return { ...result, reason: 'not checked: designed' }
    const reported = this.#target.problems.length
    let session: Session | NoSession | undefined
    try {
      session = operation.secured ? await this.#sessionOf(operation) : undefined
      if (session !== undefined && !isSession(session)) throw new Skip(`no session: ${session.problem}`)
      this.#checkWritesAllowed(operation, session)
      const values = await this.#valuesFor(operation, session)
      const own = sessionEnding.has(operation.path) ? await this.#freshSession() : session
      await this.#sendExample(operation, result, requestBody(operation, values), own)
    } catch (error) {
      if (!(error instanceof Skip)) throw error
      result.reason = error.reason
    }
    if (operation.secured)
      await this.#checkWithoutSession(
        operation,
        result,
        session !== undefined && isSession(session) ? session : undefined,
      )
    result.problems.push(...this.#target.problems.slice(reported).map((problem) => `the mock reported: ${problem}`))
    if (result.problems.length > 0) result.outcome = 'failed'
    return result
  }

  /** The session an operation runs with; the new member's is opened once, when first needed. */
  async #sessionOf(operation: ContractOperation): Promise<Session | NoSession> {
    if (operation.account === 'suite') return this.#suite ?? { problem: 'the suite has not logged in' }
    const newMember = this.#settings.newMember
    if (newMember === undefined) {
      throw new Skip(
        'needs an account without a fund password: set CONTRACT_NEW_MEMBER_ACCOUNT and CONTRACT_NEW_MEMBER_PASSWORD',
      )
    }
    this.#newMember ??= logIn(this.#target, newMember).then((session) => {
      if (!isSession(session)) this.problems.push(session.problem)
      return session
    })
    return this.#newMember
  }

  async #freshSession(): Promise<Session> {
    const session = await logIn(this.#target, this.#settings.suite)
    if (!isSession(session)) throw new Skip(`no session of its own: ${session.problem}`)
    return session
  }

  /** Whether a call that changes state may be sent (with this session, if it needs one). */
  #writesAllowed(session: Session | undefined): boolean {
    return session === undefined ? this.#settings.allowWrites : this.#settings.writeAccounts.includes(session.account)
  }

  #checkWritesAllowed(operation: ContractOperation, session: Session | undefined): void {
    if (!operation.mutates || this.#writesAllowed(session)) return
    const account = session === undefined ? '' : ` and CONTRACT_WRITE_ACCOUNT=${session.account}`
    throw new Skip(`changes state: sent only with CONTRACT_ALLOW_WRITES=1${account}`)
  }

  /** The values of the fields the operation's `uses` names. */
  async #valuesFor(
    operation: ContractOperation,
    session: Session | undefined,
    depth = 0,
  ): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {}
    for (const [field, source] of Object.entries(operation.uses)) {
      values[field] = await this.#valueOf(source, session, depth)
    }
    return values
  }

  async #valueOf(source: Source, session: Session | undefined, depth: number): Promise<unknown> {
    if (source.kind === 'setting') {
      switch (source.name) {
        case 'account':
          return session?.account ?? this.#settings.suite.account
        case 'password':
          return session?.password ?? this.#settings.suite.password
        case 'unusedAccount':
          return unusedAccount()
        case 'fundPassword':
          if (this.#settings.fundPassword === undefined)
            throw new Skip('needs the fund password: set CONTRACT_FUND_PASSWORD')
          return this.#settings.fundPassword
      }
    }
    const answer = source.fresh
      ? await this.#freshAnswer(source.path, session, depth)
      : this.#earlierAnswer(source.path)
    const selected = select(answer, source.segments)
    if (!selected.found) throw new Skip(`nothing to use: ${source.text} matches nothing in the answer`)
    return selected.value
  }

  #earlierAnswer(path: string): Envelope {
    const answer = this.#answers.get(path)
    if (answer !== undefined) return answer
    const earlier = this.#results.get(path)
    const what =
      earlier === undefined
        ? 'has not run'
        : earlier.outcome === 'skipped'
          ? `was skipped (${earlier.reason})`
          : `did not succeed (${earlier.outcome})`
    throw new Skip(`uses the answer of POST ${path}, which ${what}`)
  }

  /** The answer of a new call of `path`, made for a value that must be new (an upload). */
  async #freshAnswer(path: string, session: Session | undefined, depth: number): Promise<Envelope> {
    const operation = this.#byPath.get(path)
    if (operation === undefined || depth > 2) throw new Skip(`uses a call of ${path}, which the run cannot make`)
    if (!this.#target.isMock && operation.upstream === 'designed')
      throw new Skip(`uses a call of POST ${path}, which is designed`)
    this.#checkWritesAllowed(operation, operation.secured ? session : undefined)
    const body = requestBody(operation, await this.#valuesFor(operation, session, depth + 1))
    const answer = await this.#send(operation, body, operation.secured ? session?.headers : undefined)
    if (!isEnvelope(answer.json) || answer.json.status !== 1)
      throw new Skip(`the call of POST ${path} it uses did not succeed: ${answer.text.slice(0, 200)}`)
    return answer.json
  }

  async #send(operation: ContractOperation, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    try {
      return await send(this.#target, operation.method, operation.path, body, headers)
    } catch (error) {
      const why =
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error)
      return { httpStatus: 0, contentType: null, text: `no answer: ${why}`, json: undefined }
    }
  }

  /** Sends the example and judges its answer. */
  async #sendExample(
    operation: ContractOperation,
    result: OperationResult,
    body: unknown,
    session: Session | undefined,
  ): Promise<void> {
    const answer = await this.#send(operation, body, session?.headers)
    result.httpStatus = answer.httpStatus
    const envelope = this.#check(operation, answer, result)
    if (envelope === undefined) return
    result.status = envelope.status
    result.msg = envelope.msg
    if (envelope.status === 1) {
      if (answer.httpStatus !== 200) result.problems.push(`a success travels on HTTP 200, not ${answer.httpStatus}`)
      if (operation.expect !== undefined) {
        result.problems.push(`answered success; the contract expects the refusal ${operation.expect}`)
        return
      }
      this.#answers.set(operation.path, envelope)
      result.outcome = 'succeeded'
      return
    }
    const id = result.catalogueId
    if (id !== undefined && (id === operation.expect || (operation.accepts as readonly string[]).includes(id))) {
      result.outcome = 'refused-as-expected'
      return
    }
    result.outcome = 'refused'
    result.expected =
      operation.expect ?? (operation.accepts.length > 0 ? `success or ${operation.accepts.join(', ')}` : 'success')
  }

  /** Checks an answer against the contract; answers its envelope, if it is one. */
  #check(operation: ContractOperation, answer: Answer, result: OperationResult, when = ''): Envelope | undefined {
    const check =
      answer.httpStatus === 0
        ? { problems: [answer.text], unknownFields: [] }
        : checkAnswer(
            operation.path,
            operation.method,
            answer.httpStatus,
            answer.contentType,
            answer.text,
            undefined,
            this.#reads && ((field) => (this.#reads as AppReads)(operation.path, field)),
          )
    result.problems.push(...check.problems.map((problem) => `${when}${problem}`))
    for (const note of check.unreadBreaks ?? []) {
      if (!result.drift.unreadBreaks.includes(note)) result.drift.unreadBreaks.push(note)
    }
    result.drift.unknownFields.push(
      ...check.unknownFields.filter((field) => !result.drift.unknownFields.includes(field)),
    )
    if (!isEnvelope(answer.json)) {
      if (check.problems.length === 0)
        result.problems.push(`${when}${envelopeProblem(answer.json)}: ${answer.text.slice(0, 200)}`)
      return undefined
    }
    if (answer.json.status !== 1) {
      const match = matchCatalogue(answer.json.msg)
      if (when === '') result.catalogueId = match?.id
      if (match === undefined && !result.drift.unknownMessages.includes(answer.json.msg))
        result.drift.unknownMessages.push(answer.json.msg)
    }
    return answer.json
  }

  /**
   * A secured call without a session, and with a token that is not valid, must answer HTTP
   * 401 with an envelope. The second carries a real account header, so for a call that
   * changes state it is sent only where writes are allowed.
   */
  async #checkWithoutSession(
    operation: ContractOperation,
    result: OperationResult,
    session: Session | undefined,
  ): Promise<void> {
    const body = requestBody(operation)
    const probes: [string, Record<string, string>][] = [['without a session: ', {}]]
    if (session !== undefined && (!operation.mutates || this.#writesAllowed(session))) {
      probes.push([
        'with a token that is not valid: ',
        { token: `invalid-${session.token.slice(0, 8)}`, account: session.account },
      ])
    }
    for (const [when, headers] of probes) {
      const answer = await this.#send(operation, body, headers)
      const envelope = this.#check(operation, answer, result, when)
      if (answer.httpStatus !== 401 || (envelope !== undefined && envelope.status === 1)) {
        result.problems.push(`${when}HTTP ${answer.httpStatus}, expected 401: ${answer.text.slice(0, 200)}`)
      }
    }
  }
}
