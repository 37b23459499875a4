// Compares a recording of the upstream (MOCK_RECORD_FILE) with the mock's own answers to
// the same requests, field by field: shapes and types, fields only one side sends, fields
// the contract does not know, and refusal messages the catalogue does not know. Mock drift
// shows up here before users see it (`npm run contract:diff -- <recording>`). Where one
// side succeeds and the other refuses, the two servers' data differ (another account,
// another day): that is noted, and the answers are not compared.
import { masked } from '#mock/backend/core/request-log.ts'
import type { RecordedExchange } from '#mock/backend/engine/recording.ts'
import { matchCatalogue } from '#openapi/catalogue-match.ts'

import { isEnvelope } from './envelope.ts'
import { type Answer, send } from './http.ts'
import { listOperations } from './operations.ts'
import { requestBody, sessionEnding, unusedAccount } from './requests.ts'
import { checkAnswer } from './schema.ts'
import { logIn, type Session } from './session.ts'
import { demoCredentials, demoFundPassword } from './settings.ts'
import type { Target } from './target.ts'

export interface ExchangeDiff {
  /** 1-based position in the recording. */
  index: number
  path: string
  upstream: string
  mock: string
  /** Why the two answers were not compared field by field (one succeeded, the other did not). */
  note?: string
  /** How the mock's answer differs from the upstream's, field by field. */
  differences: string[]
  /** What the recorded answer breaks of the contract, and the fields the contract does not know. */
  contract: string[]
}

export interface DiffReport {
  recording: string
  exchanges: number
  /** Exchanges with differences or contract findings: the mock's drift. */
  differing: number
  diffs: ExchangeDiff[]
}

export type Shape = string | { object: Record<string, Shape> } | { array: Shape | undefined } | { either: Shape[] }

/** The shape of a value: its type, with the shapes of an object's fields and of an array's elements merged. */
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null'
  if (Array.isArray(value))
    return {
      array: value
        .map(shapeOf)
        .reduce<Shape | undefined>((merged, shape) => (merged === undefined ? shape : merge(merged, shape)), undefined),
    }
  if (typeof value === 'object')
    return { object: Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shapeOf(field)])) }
  return typeof value
}

function merge(a: Shape, b: Shape): Shape {
  if (typeof a === 'object' && typeof b === 'object' && 'object' in a && 'object' in b) {
    const keys = new Set([...Object.keys(a.object), ...Object.keys(b.object)])
    return {
      object: Object.fromEntries(
        [...keys].map((key) => [
          key,
          a.object[key] === undefined
            ? (b.object[key] as Shape)
            : b.object[key] === undefined
              ? a.object[key]
              : merge(a.object[key], b.object[key]),
        ]),
      ),
    }
  }
  if (typeof a === 'object' && typeof b === 'object' && 'array' in a && 'array' in b) {
    return { array: a.array === undefined ? b.array : b.array === undefined ? a.array : merge(a.array, b.array) }
  }
  const kinds = [
    ...(typeof a === 'object' && 'either' in a ? a.either : [a]),
    ...(typeof b === 'object' && 'either' in b ? b.either : [b]),
  ]
  const distinct = kinds.filter(
    (kind, index) => kinds.findIndex((other) => JSON.stringify(other) === JSON.stringify(kind)) === index,
  )
  return distinct.length === 1 ? (distinct[0] as Shape) : { either: distinct }
}

const kindOf = (shape: Shape): string =>
  typeof shape === 'string'
    ? shape
    : 'object' in shape
      ? 'object'
      : 'array' in shape
        ? 'array'
        : shape.either.map(kindOf).join(' or ')

/** Where two shapes differ, as `pointer: what` lines (`*` stands for every array position). */
export function shapeDifferences(upstream: Shape, mock: Shape, pointer = ''): string[] {
  const where = pointer === '' ? '(the data)' : pointer
  if (typeof upstream === 'object' && typeof mock === 'object' && 'object' in upstream && 'object' in mock) {
    const keys = [...new Set([...Object.keys(upstream.object), ...Object.keys(mock.object)])]
    return keys.flatMap((key) => {
      const [a, b] = [upstream.object[key], mock.object[key]]
      if (b === undefined) return [`${pointer}/${key}: only the upstream sends it`]
      if (a === undefined) return [`${pointer}/${key}: only the mock sends it`]
      return shapeDifferences(a, b, `${pointer}/${key}`)
    })
  }
  if (typeof upstream === 'object' && typeof mock === 'object' && 'array' in upstream && 'array' in mock) {
    // An empty list on either side says nothing of its elements.
    return upstream.array === undefined || mock.array === undefined
      ? []
      : shapeDifferences(upstream.array, mock.array, `${pointer}/*`)
  }
  const [a, b] = [kindOf(upstream), kindOf(mock)]
  return a === b ? [] : [`${where}: ${a} from the upstream, ${b} from the mock`]
}

function describeAnswer(httpStatus: number, json: unknown, text: string): string {
  if (!isEnvelope(json)) return `HTTP ${httpStatus}, ${text.slice(0, 60)}`
  if (json.status === 1) return `HTTP ${httpStatus}, success`
  const id = matchCatalogue(json.msg)?.id
  return `HTTP ${httpStatus}, refused: ${json.msg} (${id ?? 'not in the catalogue'})`
}

/** Masked values the mock needs in the clear to repeat a request: the demo account's. */
const unmasked: Record<string, () => string> = {
  account: () => demoCredentials.account,
  password: () => demoCredentials.password,
  passwords: () => demoFundPassword,
  pwd: () => 'secret123',
  pwd1: () => 'secret123',
}

function repeatedBody(exchange: RecordedExchange): unknown {
  const body = exchange.request.body
  if (body !== null && typeof body === 'object' && 'multipart' in body) {
    const upload = listOperations().find((operation) => operation.path === exchange.path)
    return upload === undefined ? body : requestBody(upload)
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const fields = Object.entries(body).map(([key, value]) => [
    key,
    value === masked
      ? key === 'account' && exchange.path === '/user/register'
        ? unusedAccount()
        : (unmasked[key]?.() ?? value)
      : value,
  ])
  return Object.fromEntries(fields)
}

function recordedText(exchange: RecordedExchange): { json: unknown; text: string } {
  const { body } = exchange.response
  return typeof body === 'string' ? { json: undefined, text: body } : { json: body, text: JSON.stringify(body) }
}

/**
 * Sends every recorded request to the mock (a world of its own, the demo account's session) and
 * compares the answers.
 */
export async function diffRecording(
  name: string,
  exchanges: readonly RecordedExchange[],
  mock: Target,
): Promise<DiffReport> {
  let session: Session | undefined
  const sessionFor = async (path: string): Promise<Session> => {
    const fresh = sessionEnding.has(path)
    if (session !== undefined && !fresh) return session
    const opened = await logIn(mock, demoCredentials)
    if (!('token' in opened)) throw new Error(opened.problem)
    if (!fresh) session = opened
    return opened
  }
  const diffs: ExchangeDiff[] = []
  for (const [position, exchange] of exchanges.entries()) {
    // A call the upstream refused for its session is repeated without a valid one.
    const carried = exchange.request.headers.token !== undefined
    const headers = !carried
      ? {}
      : exchange.response.httpStatus === 401
        ? { token: 'not-a-session', account: demoCredentials.account }
        : (await sessionFor(exchange.path)).headers
    const answer: Answer = await send(mock, 'post', exchange.path, repeatedBody(exchange), headers)
    const recorded = recordedText(exchange)
    const { httpStatus, contentType } = exchange.response
    const check = checkAnswer(exchange.path, 'post', httpStatus, contentType, recorded.text, masked)
    const diff: ExchangeDiff = {
      index: position + 1,
      path: exchange.path,
      upstream: describeAnswer(httpStatus, recorded.json, recorded.text),
      mock: describeAnswer(answer.httpStatus, answer.json, answer.text),
      differences: [],
      contract: [...check.problems, ...check.unknownFields.map((field) => `${field}: unknown to the contract`)],
    }
    const [theirs, ours] = [recorded.json, answer.json]
    if (isEnvelope(theirs) && theirs.status !== 1 && matchCatalogue(theirs.msg) === undefined)
      diff.contract.push(`message not in the catalogue: ${theirs.msg}`)
    if (!isEnvelope(theirs) || !isEnvelope(ours)) {
      if (isEnvelope(theirs) !== isEnvelope(ours))
        diff.differences.push(
          isEnvelope(theirs) ? 'the mock did not answer an envelope' : 'the upstream did not answer an envelope',
        )
    } else if ((theirs.status === 1) !== (ours.status === 1)) {
      const which =
        theirs.status === 1 ? 'the upstream succeeded, the mock refused' : 'the mock succeeded, the upstream refused'
      diff.note = `${which}: the two servers' data differ, the answers are not compared`
    } else {
      if (httpStatus !== answer.httpStatus)
        diff.differences.push(`HTTP ${httpStatus} from the upstream, ${answer.httpStatus} from the mock`)
      if (theirs.status === 1)
        diff.differences.push(...shapeDifferences(shapeOf(theirs.data), shapeOf(ours.data), '/data'))
      else if (matchCatalogue(theirs.msg)?.id !== matchCatalogue(ours.msg)?.id)
        diff.note =
          `refused differently (${theirs.msg} from the upstream, ${ours.msg} from the ` +
          `mock): the two servers' data differ`
    }
    diffs.push(diff)
  }
  return {
    recording: name,
    exchanges: exchanges.length,
    differing: diffs.filter((diff) => diff.differences.length + diff.contract.length > 0).length,
    diffs,
  }
}

const cell = (lines: string[]) => lines.join('; ').replaceAll('|', '\\|').replaceAll('\n', ' ')

export function diffMarkdown(report: DiffReport): string {
  return [
    `# The mock against a recording of the upstream: ${report.recording}`,
    '',
    `${report.exchanges} exchange(s): ${report.differing} with differences or contract findings ` +
      `(drift), ${report.diffs.filter((diff) => diff.note !== undefined).length} not compared.`,
    '',
    '| # | Call | Upstream | Mock | Differences | Contract | Not compared |',
    '|---|---|---|---|---|---|---|',
    ...report.diffs.map(
      (diff) =>
        `| ${diff.index} | POST ${diff.path} | ${cell([diff.upstream])} | ${cell([diff.mock])} | ` +
        `${cell(diff.differences)} | ${cell(diff.contract)} | ` +
        `${cell(diff.note === undefined ? [] : [diff.note])} |`,
    ),
    '',
  ].join('\n')
}
