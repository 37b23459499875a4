// Drives a server with autocannon: a fixed list of requests that every connection cycles
// through, after a short warm-up whose figures are dropped.
import autocannon from 'autocannon'

export interface LoadRequest {
  path: string
  headers: Record<string, string>
  body: string
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  total: number
  /** Connection errors, timeouts and answers other than HTTP 2xx. */
  failures: number
}

export interface LoadOptions {
  connections: number
  durationS: number
  warmupS: number
}

function run(
  url: string,
  requests: readonly LoadRequest[],
  options: LoadOptions,
  durationS: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: options.connections,
    duration: durationS,
    pipelining: 1,
    requests: requests.map((request) => ({
      method: 'POST',
      path: request.path,
      headers: { 'content-type': 'application/json', ...request.headers },
      body: request.body,
    })),
  })
}

export async function drive(url: string, requests: readonly LoadRequest[], options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS > 0) await run(url, requests, options, options.warmupS)
  const result = await run(url, requests, options, options.durationS)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}
