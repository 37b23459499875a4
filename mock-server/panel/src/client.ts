// The panel's one way to the mock: the steering API (openapi/admin.yaml) on the same origin,
// typed from openapi/generated/admin.ts, acting on the world the panel shows.
import createClient from 'openapi-fetch'

import type { components, paths } from '#openapi/generated/admin.ts'

export type Schemas = components['schemas']

type Envelope = { status: number; msg: string; data?: unknown } | undefined

/** The answer's data; throws the mock's own message when it refuses. */
export async function unwrap<T>(call: Promise<{ data?: Envelope; error?: Envelope; response: Response }>): Promise<T> {
  const result = await call
  const envelope = result.data ?? result.error
  if (!result.response.ok || envelope?.status !== 1) throw new Error(envelope?.msg ?? `HTTP ${result.response.status}`)
  return envelope.data as T
}

export type SteeringClient = ReturnType<typeof steeringClient>

/** The steering API acting on `world` (its x-mock-session). */
export function steeringClient(world: string) {
  return createClient<paths>({
    baseUrl: `${location.origin}/__mock`,
    headers: { 'x-mock-session': world },
    // Read at each call, so a mock installed after the panel (MSW in the app's page) is used.
    fetch: (request) => globalThis.fetch(request),
  })
}
