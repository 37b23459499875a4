// Calls to the mock over HTTP, each recorded in the history with its invocation and its
// completion: app calls under /api/vue (with a session's token and account headers and,
// for a resubmission, an Idempotency-Key) and steering calls under /__mock.
import { History, type Operation, type OperationKind } from './history.ts'
import { project } from './projections.ts'

export interface Session {
  account: string
  token: string
}

export interface CallOptions {
  session?: Session | undefined
  key?: string | undefined
}

/** A one-pixel PNG: a deposit's proof of transfer, an identity photo. */
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

interface Envelope {
  status: number
  msg: string
  data: unknown
}

export class Caller {
  readonly history: History
  readonly #baseUrl: string

  constructor(baseUrl: string, history: History = new History()) {
    this.#baseUrl = baseUrl
    this.history = history
  }

  /** An app call; `client` -1 for the world's set-up and the final reads. */
  async api(client: number, kind: OperationKind, path: string, body: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.session !== undefined) Object.assign(headers, options.session)
    if (options.key !== undefined) headers['idempotency-key'] = options.key
    const operation = this.history.invoke({
      client,
      account: options.session?.account ?? '',
      kind,
      path,
      body,
      key: options.key,
    })
    const response = await fetch(`${this.#baseUrl}/api/vue${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    return this.#complete(operation, path, response)
  }

  /** An upload of a small PNG (a proof of transfer, an identity photo); the answer's data is its path. */
  async upload(client: number, session: Session): Promise<Operation> {
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png')
    const operation = this.history.invoke({
      client,
      account: session.account,
      kind: 'upload',
      path: '/common/upload1',
      body: {},
    })
    const response = await fetch(`${this.#baseUrl}/api/vue/common/upload1`, {
      method: 'POST',
      headers: { ...session },
      body: form,
    })
    return this.#complete(operation, '/common/upload1', response)
  }

  /** A steering call (`/__mock/clock`, `/__mock/reviews`...), recorded for `account` when it acts on one. */
  async admin(client: number, kind: OperationKind, method: 'GET' | 'POST', path: string, body?: unknown, account = '') {
    const operation = this.history.invoke({ client, account, kind, path, body: body ?? null })
    const response = await fetch(`${this.#baseUrl}/__mock${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    return this.#complete(operation, path, response)
  }

  async #complete(operation: Operation, path: string, response: Response): Promise<Operation> {
    const text = await response.text()
    let envelope: Envelope
    try {
      envelope = JSON.parse(text) as Envelope
    } catch {
      envelope = { status: -1, msg: `not JSON: ${text.slice(0, 200)}`, data: null }
    }
    return this.history.complete(operation, {
      http: response.status,
      status: envelope.status,
      msg: envelope.msg,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      data: project(path, envelope.data),
    })
  }
}
