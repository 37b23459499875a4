// An upstream broken on purpose, for the suite's test of itself: a node:http proxy in front
// of the in-process mock (each proxy in a world of its own) that rewrites the answers.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProxiedAnswer {
  /** The call's path under /api/vue. */
  path: string
  httpStatus: number
  contentType: string
  body: string
}

/** How a proxy breaks the upstream: answers of its own, or the mock's answers rewritten. */
export interface Breakage {
  /** An answer in place of the mock's, or undefined to ask the mock. */
  answer?: (path: string) => Omit<ProxiedAnswer, 'path'> | undefined
  /** Rewrites the mock's answer. */
  rewrite?: (answer: ProxiedAnswer) => Omit<ProxiedAnswer, 'path'>
}

export interface BreakingProxy {
  /** The API root to give the suite, e.g. http://127.0.0.1:41234/api/vue. */
  baseUrl: string
  close(): Promise<void>
}

const forwarded = (headers: IncomingHttpHeaders, world: string): Record<string, string> => {
  const kept: Record<string, string> = { 'x-mock-session': world }
  for (const name of ['content-type', 'token', 'account', 'accept']) {
    const value = headers[name]
    if (typeof value === 'string') kept[name] = value
  }
  return kept
}

/** A JSON answer's envelope, changed by `change` (which may change it in place). */
export function rewriteJson(
  answer: ProxiedAnswer,
  change: (envelope: { status: number; msg: string; data: unknown }) => void,
): Omit<ProxiedAnswer, 'path'> {
  if (!answer.contentType.startsWith('application/json')) return answer
  const envelope = JSON.parse(answer.body) as { status: number; msg: string; data: unknown }
  change(envelope)
  return { ...answer, body: JSON.stringify(envelope) }
}

export async function startBreakingProxy(mockOrigin: string, breakage: Breakage): Promise<BreakingProxy> {
  const world = `broken-${randomUUID()}`
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      void (async () => {
        const path = (request.url ?? '').replace(/^\/api\/vue/, '')
        let answer = breakage.answer?.(path)
        if (answer === undefined) {
          const upstream = await fetch(`${mockOrigin}${request.url}`, {
            method: request.method,
            headers: forwarded(request.headers, world),
            body: chunks.length === 0 ? undefined : Buffer.concat(chunks),
          })
          const mocked = {
            path,
            httpStatus: upstream.status,
            contentType: upstream.headers.get('content-type') ?? '',
            body: await upstream.text(),
          }
          answer = breakage.rewrite?.(mocked) ?? mocked
        }
        response.writeHead(answer.httpStatus, { 'content-type': answer.contentType })
        response.end(answer.body)
      })().catch((error: unknown) => {
        response.writeHead(599, { 'content-type': 'text/plain' })
        response.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/api/vue`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
