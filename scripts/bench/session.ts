// Logging in to a server under test, with the contract's own login example.
import { listOperations } from '../../openapi/contract/operations.ts'
import type { Session } from './route-bytes.ts'

/** The login example of the contract, as a JSON body. */
export function loginExample(): string {
  const login = listOperations().find((operation) => operation.path === '/user/login')
  if (login?.example === undefined)
    throw new Error('the contract has no /user/login with an example: nothing can log in')
  return JSON.stringify(login.example.value)
}

export async function post(
  url: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status?: number; msg?: string; data?: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return (await response.json()) as { status?: number; msg?: string; data?: unknown }
}

/** Logs in in `world` (building the world on first use). */
export async function logIn(url: string, world: string, body = loginExample()): Promise<Session> {
  const answer = await post(url, '/api/vue/user/login', body, { 'x-mock-session': world })
  const data = answer.data as { token?: string; account?: string } | undefined
  if (answer.status !== 1 || typeof data?.token !== 'string' || typeof data.account !== 'string') {
    throw new Error(`login in world ${world} failed: ${JSON.stringify(answer)}`)
  }
  return { world, token: data.token, account: data.account }
}
