// Logs in, for the operations that need a session.
import { isEnvelope } from './envelope.ts'
import { send } from './http.ts'
import type { Target } from './target.ts'

export interface Session {
  token: string
  account: string
  /** The headers of a secured call. */
  headers: Record<string, string>
}

export const loginPath = '/user/login'

export async function logIn(target: Target, account: string, password: string): Promise<Session> {
  const answer = await send(target, 'post', loginPath, { account, password })
  const body = answer.json
  if (answer.httpStatus !== 200 || !isEnvelope(body) || body.status !== 1) {
    throw new Error(`cannot log in as ${account} at ${target.baseUrl}${loginPath}: HTTP ${answer.httpStatus} ${answer.text.slice(0, 200)}`)
  }
  const data = body.data as { token?: unknown; account?: unknown } | null
  if (typeof data?.token !== 'string' || typeof data.account !== 'string') {
    throw new Error(`the login answer of ${account} has no token and account: ${answer.text.slice(0, 200)}`)
  }
  return { token: data.token, account: data.account, headers: { token: data.token, account: data.account } }
}
