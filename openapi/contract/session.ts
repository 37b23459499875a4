// Logs in, for the operations that need a session.
import { isEnvelope } from './envelope.ts'
import { send } from './http.ts'
import type { Credentials } from './settings.ts'
import type { Target } from './target.ts'

export interface Session {
  token: string
  /** The account the upstream logged in (from its answer). */
  account: string
  /** The login password, for examples that use `$password`. */
  password: string
  /** The headers of a secured call. */
  headers: Record<string, string>
}

export const loginPath = '/user/login'

/** A session, or why there is none (with the upstream's own message). */
export async function logIn(target: Target, credentials: Credentials): Promise<Session | { problem: string }> {
  const { account, password } = credentials
  const cannot = (why: string) => ({ problem: `cannot log in as ${account} at ${target.baseUrl}${loginPath}: ${why}` })
  let answer
  try {
    answer = await send(target, 'post', loginPath, { account, password })
  } catch (error) {
    return cannot(error instanceof Error ? error.message : String(error))
  }
  const body = answer.json
  if (!isEnvelope(body)) return cannot(`HTTP ${answer.httpStatus}, not an envelope: ${answer.text.slice(0, 200)}`)
  if (answer.httpStatus !== 200 || body.status !== 1)
    return cannot(`HTTP ${answer.httpStatus}, status ${body.status}: ${body.msg}`)
  const data = body.data as { token?: unknown; account?: unknown } | null
  if (typeof data?.token !== 'string' || typeof data.account !== 'string')
    return cannot(`the answer has no token and account: ${answer.text.slice(0, 200)}`)
  return { token: data.token, account: data.account, password, headers: { token: data.token, account: data.account } }
}
