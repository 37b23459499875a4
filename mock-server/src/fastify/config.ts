// The mock server's settings, read from the environment once at start-up.
import { parseInstant } from '../backend/core/time.ts'
import type { ClockMode } from '../backend/core/clock.ts'

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
  }
}
