// The contract suite: every operation of openapi/generated/openapi.json is sent to a base
// URL (CONTRACT_BASE_URL, or the mock started in-process) and every answer is checked
// against the contract. See docs/contract.md, "Contract tests against an upstream".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { envelopeProblem, type Envelope } from './envelope.ts'
import { send, type Answer } from './http.ts'
import { listOperations, type ContractOperation } from './operations.ts'
import { requestBody, runOrder, sessionEnding } from './requests.ts'
import { checkAnswer } from './schema.ts'
import { logIn, type Session } from './session.ts'
import { readSettings } from './settings.ts'
import { openTarget, type Target } from './target.ts'

const settings = readSettings(process.env)
const againstMock = settings.baseUrl === undefined
const operations = runOrder(listOperations())
const name = (operation: ContractOperation) => `${operation.method.toUpperCase()} ${operation.path}`

/** Operations that change state are only sent to an upstream when writes are allowed. */
const writes = againstMock || settings.allowWrites ? [] : operations.filter((operation) => operation.mutates)
if (writes.length > 0) {
  console.warn(
    `[contract] against ${settings.baseUrl}: skipping ${writes.length} operation(s) that change state ` +
      `(x-contract mutates): ${writes.map(name).join(', ')}. Set CONTRACT_ALLOW_WRITES=1 to run them.`,
  )
}
/** Operations that need the new member's session are skipped when there is no such account. */
const withoutNewMember = settings.newMember === undefined ? operations.filter((operation) => operation.account === 'newMember') : []
if (withoutNewMember.length > 0) {
  console.warn(
    `[contract] skipping ${withoutNewMember.length} operation(s) that need an account without a verified identity or a fund password ` +
      `(x-contract account: newMember): ${withoutNewMember.map(name).join(', ')}. Set CONTRACT_NEW_MEMBER_ACCOUNT and CONTRACT_NEW_MEMBER_PASSWORD to run them.`,
  )
}
const skipped = [...writes, ...withoutNewMember]

let target: Target
let session: Session
/** The new member's session, opened by the first operation that needs it and kept (its password may change). */
let newMemberSession: Promise<Session> | undefined

function sessionFor(operation: ContractOperation): Promise<Session> {
  if (operation.account === 'newMember' && settings.newMember !== undefined) {
    newMemberSession ??= logIn(target, settings.newMember.account, settings.newMember.password)
    return newMemberSession
  }
  return sessionEnding.has(operation.path) ? logIn(target, settings.account, settings.password) : Promise.resolve(session)
}

// Starting the mock (a cold import of Fastify and the core) can take a while on a busy machine.
beforeAll(async () => {
  target = await openTarget(settings)
  session = await logIn(target, settings.account, settings.password)
}, 30_000)

afterAll(async () => {
  await target?.close()
})

/** How many problems the mock had reported before the current test. */
let reportedBefore = 0
beforeEach(() => {
  reportedBefore = target.problems.length
})

/** Every answer is an envelope documented for its HTTP status; returns the envelope. */
function expectContractAnswer(operation: ContractOperation, answer: Answer): Envelope {
  const check = checkAnswer(operation.path, operation.method, answer.httpStatus, answer.contentType, answer.text)
  expect(check.ok ? undefined : check.problem, `${name(operation)} answer`).toBeUndefined()
  const problem = envelopeProblem(answer.json)
  expect(problem, `${name(operation)} HTTP ${answer.httpStatus}: ${problem}; body: ${answer.text.slice(0, 200)}`).toBeUndefined()
  expect(target.problems.slice(reportedBefore).join('\n'), 'problems the mock reported about its own answers').toBe('')
  return answer.json as Envelope
}

describe('the contract', () => {
  it('has operations', () => {
    expect(operations.length).toBeGreaterThan(0)
  })

  const jsonOperations = operations.filter((operation) => operation.fileFields === undefined)
  it.each(jsonOperations.map((operation) => [name(operation), operation] as const))('%s has a JSON request example', (_, operation) => {
    expect(operation.example, `${name(operation)} needs requestBody.content['application/json'].example`).toBeDefined()
  })
})

describe.each(operations.map((operation) => [name(operation), operation] as const))('%s', (_, operation) => {
  it.skipIf(skipped.includes(operation))('answers its example as the contract says', async () => {
    const own = operation.secured ? await sessionFor(operation) : session
    const answer = await send(target, operation.method, operation.path, requestBody(operation, settings), operation.secured ? own.headers : {})
    const envelope = expectContractAnswer(operation, answer)
    if (envelope.status === 1) expect(answer.httpStatus, 'a success travels on HTTP 200').toBe(200)
    if (target.isMock) {
      // The mock's example answers are successes: a failure here is a broken example or rule.
      expect({ httpStatus: answer.httpStatus, status: envelope.status, msg: envelope.msg }).toEqual({ httpStatus: 200, status: 1, msg: envelope.msg })
    }
  })

  if (operation.secured) {
    it('answers HTTP 401 with an envelope without a session', async () => {
      const answer = await send(target, operation.method, operation.path, requestBody(operation, settings))
      expect(answer.httpStatus, answer.text.slice(0, 200)).toBe(401)
      expect(expectContractAnswer(operation, answer).status).not.toBe(1)
    })

    it('answers HTTP 401 with an envelope with a token that is not valid', async () => {
      const answer = await send(target, operation.method, operation.path, requestBody(operation, settings), {
        token: `invalid-${session.token.slice(0, 8)}`,
        account: session.account,
      })
      expect(answer.httpStatus, answer.text.slice(0, 200)).toBe(401)
      expect(expectContractAnswer(operation, answer).status).not.toBe(1)
    })
  }
})
