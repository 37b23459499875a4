// The mock server's settings, read from the environment once at start-up.
import { parseInstant } from '../backend/core/time.ts'
import type { ClockMode } from '../backend/core/clock.ts'
import { isGlob } from '../backend/engine/passthrough.ts'

export interface ServerConfig {
  host: string
  port: number
  seed: number
  start: number
  clockMode: ClockMode
  /** The built web app to serve at `/`, if any. */
  staticDir: string | undefined
  checkAnswers: boolean
  maxWorlds: number
  logRequests: boolean
  /** Where worlds are kept across restarts (MOCK_DATA_FILE); in memory only when absent. */
  dataFile: string | undefined
  /** Origins allowed to call cross-origin (MOCK_CORS_ORIGINS, comma-separated). */
  corsOrigins: string[]
  /** A real upstream some calls pass through to (MOCK_UPSTREAM...); none when absent. */
  upstream: UpstreamConfig | undefined
}

export interface UpstreamConfig {
  /** MOCK_UPSTREAM: the upstream's API root, e.g. https://upstream.example/api/vue. */
  baseUrl: string
  /** MOCK_UPSTREAM_PATHS: the globs of the paths every world passes through. */
  paths: string[]
  /** MOCK_RECORD_FILE: every world records what the upstream answers, appended to this file. */
  recordFile: string | undefined
  /** MOCK_UPSTREAM_TIMEOUT_MS: how long a passed call may take. */
  timeoutMs: number
}

export const defaults = {
  host: '127.0.0.1',
  port: 4310,
  seed: 20261123,
  /** A Monday during continuous trading, so every market rule can be exercised at once. */
  start: '2026-11-23T09:30:00+08:00',
  clockMode: 'running',
} as const

export class ConfigError extends Error {}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not '${text}'`)
  return value
}

function corsOrigins(text: string): string[] {
  const origins = text.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
  for (const origin of origins) {
    if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin)) throw new ConfigError(`MOCK_CORS_ORIGINS must list origins like http://localhost:3000, not '${origin}'`)
  }
  return origins
}

function readUpstream(env: Readonly<Record<string, string | undefined>>): UpstreamConfig | undefined {
  const baseUrl = env.MOCK_UPSTREAM?.trim() || undefined
  const paths = (env.MOCK_UPSTREAM_PATHS ?? '').split(',').map((glob) => glob.trim()).filter((glob) => glob !== '')
  if (baseUrl === undefined) {
    for (const name of ['MOCK_UPSTREAM_PATHS', 'MOCK_RECORD_FILE']) {
      if (env[name]) throw new ConfigError(`${name} needs MOCK_UPSTREAM, the upstream to pass calls to`)
    }
    return undefined
  }
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl)) throw new ConfigError(`MOCK_UPSTREAM must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`)
  if (paths.length === 0) throw new ConfigError('MOCK_UPSTREAM_PATHS must name the paths to pass through, e.g. /trade/*,/common/config (/** for every path)')
  const wrong = paths.find((glob) => !isGlob(glob))
  if (wrong !== undefined) throw new ConfigError(`MOCK_UPSTREAM_PATHS must list path globs such as /trade/*, not '${wrong}'`)
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    paths,
    recordFile: env.MOCK_RECORD_FILE || undefined,
    timeoutMs: integer('MOCK_UPSTREAM_TIMEOUT_MS', env.MOCK_UPSTREAM_TIMEOUT_MS ?? '10000', 100, 120_000),
  }
}

export function readConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const start = parseInstant(env.MOCK_START ?? defaults.start)
  if (start === undefined) throw new ConfigError(`MOCK_START must be an ISO 8601 instant with an offset, not '${env.MOCK_START}'`)
  const clockMode = env.MOCK_CLOCK ?? defaults.clockMode
  if (clockMode !== 'running' && clockMode !== 'frozen') throw new ConfigError(`MOCK_CLOCK must be 'running' or 'frozen', not '${clockMode}'`)
  return {
    host: env.MOCK_HOST ?? defaults.host,
    port: integer('MOCK_PORT', env.MOCK_PORT ?? String(defaults.port), 0, 65535),
    seed: integer('MOCK_SEED', env.MOCK_SEED ?? String(defaults.seed), 0, 2 ** 32 - 1),
    start,
    clockMode,
    staticDir: env.MOCK_STATIC_DIR || undefined,
    checkAnswers: env.MOCK_CHECK_ANSWERS !== '0',
    maxWorlds: integer('MOCK_MAX_WORLDS', env.MOCK_MAX_WORLDS ?? '500', 1, 100_000),
    logRequests: env.MOCK_LOG === '1',
    dataFile: env.MOCK_DATA_FILE || undefined,
    corsOrigins: corsOrigins(env.MOCK_CORS_ORIGINS ?? ''),
    upstream: readUpstream(env),
  }
}
