// Sends one contract call, the way the app does: a JSON body (a multipart form for
// uploads), with the target's headers.
import type { Target } from './target.ts'

export interface Answer {
  httpStatus: number
  contentType: string | null
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown
}

export async function send(
  target: Target,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = body instanceof FormData
  const response = await fetch(`${target.baseUrl}${path}`, {
    method: method.toUpperCase(),
    // fetch sets the multipart content type (with its boundary) for a FormData body.
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      ...target.headers,
      ...headers,
    },
    body: method === 'get' || method === 'head' ? undefined : form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { httpStatus: response.status, contentType: response.headers.get('content-type'), text, json }
}
