// The mock server's settings, read once at start-up from command-line flags and environment
// variables (a flag wins over its variable). Each setting is one row of `settings`, which
// gives both its variable and its flag, and `npm run mock -- --help` lists them.
import { parseArgs } from 'node:util'

import type { ClockMode } from '../backend/core/clock.ts'
import { parseInstant } from '../backend/core/time.ts'
import { isGlob } from '../backend/engine/passthrough.ts'
import { defaults } from './defaults.ts'

export { defaults }

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

export class ConfigError extends Error {}

/** Every setting: its variable, its flag, and what `--help` says of it. */
export const settings = [
  {
    variable: 'MOCK_PORT',
    flag: 'port',
    value: '<port>',
    help: `port to listen on (default ${defaults.port}; 0 for any free port)`,
  },
  { variable: 'MOCK_HOST', flag: 'host', value: '<address>', help: `address to listen on (default ${defaults.host})` },
  {
    variable: 'MOCK_SEED',
    flag: 'seed',
    value: '<integer>',
    help: `seed of every new world (default ${defaults.seed})`,
  },
  {
    variable: 'MOCK_START',
    flag: 'start',
    value: '<instant>',
    help: `start instant of every world's clock (default ${defaults.start})`,
  },
  {
    variable: 'MOCK_CLOCK',
    flag: 'clock',
    value: 'running|frozen',
    help: `whether world clocks follow real time (default ${defaults.clockMode})`,
  },
  { variable: 'MOCK_STATIC_DIR', flag: 'static-dir', value: '<folder>', help: 'a built app (web/dist) to serve at /' },
  {
    variable: 'MOCK_DATA_FILE',
    flag: 'data-file',
    value: '<file>',
    help: 'keep the worlds in this file across restarts (in memory only without it)',
  },
  {
    variable: 'MOCK_CORS_ORIGINS',
    flag: 'cors-origins',
    value: '<origins>',
    help: 'comma-separated origins allowed to call cross-origin (same origin only without it)',
  },
  {
    variable: 'MOCK_MAX_WORLDS',
    flag: 'max-worlds',
    value: '<count>',
    help: 'worlds kept before the least recently used are dropped (default 500)',
  },
  {
    variable: 'MOCK_CHECK_ANSWERS',
    flag: 'check-answers',
    value: '1|0',
    help: 'check every answer against the contract (default 1)',
  },
  { variable: 'MOCK_LOG', flag: 'log', value: '1|0', help: 'log every request (default 0)' },
  {
    variable: 'MOCK_UPSTREAM',
    flag: 'upstream',
    value: '<url>',
    help: "a real upstream's API root that some calls pass through to (none without it)",
  },
  {
    variable: 'MOCK_UPSTREAM_PATHS',
    flag: 'upstream-paths',
    value: '<globs>',
    help: 'comma-separated path globs passed to the upstream, e.g. /trade/*,/common/config',
  },
  {
    variable: 'MOCK_RECORD_FILE',
    flag: 'record-file',
    value: '<file>',
    help: 'append what the upstream answers to this file (secrets masked)',
  },
  {
    variable: 'MOCK_UPSTREAM_TIMEOUT_MS',
    flag: 'upstream-timeout-ms',
    value: '<ms>',
    help: 'how long a passed call may take (default 10000)',
  },
] as const

export type SettingVariable = (typeof settings)[number]['variable']

/** The text of `npm run mock -- --help`. */
export function helpText(): string {
  const width = Math.max(...settings.map((setting) => `--${setting.flag} ${setting.value}`.length))
  return [
    'Usage: npm run mock -- [flags]',
    '',
    'The rule-based mock server (docs/mock-server.md). Each flag wins over its environment variable.',
    '',
    ...settings.map(
      (setting) => `  ${`--${setting.flag} ${setting.value}`.padEnd(width)}  ${setting.help} [${setting.variable}]`,
    ),
    `  ${'--help'.padEnd(width)}  this text`,
    '',
  ].join('\n')
}

/**
 * The flags given on the command line, by the variable each stands for; `help` when --help
 * was asked for. Unknown flags, flags without a value and stray arguments are refused.
 */
export function readFlags(argv: readonly string[]): {
  values: Partial<Record<SettingVariable, string>>
  help: boolean
} {
  let parsed: Record<string, string | boolean | undefined>
  try {
    parsed = parseArgs({
      args: [...argv],
      options: Object.fromEntries([
        ...settings.map((setting) => [setting.flag, { type: 'string' }] as const),
        ['help', { type: 'boolean', short: 'h' }],
      ]),
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | boolean | undefined>
  } catch (error) {
    throw new ConfigError(`${(error as Error).message.replace(/\. To specify .*$/s, '')} (see --help)`)
  }
  const values: Partial<Record<SettingVariable, string>> = {}
  for (const setting of settings) {
    const value = parsed[setting.flag]
    if (typeof value === 'string') values[setting.variable] = value
  }
  return { values, help: parsed.help === true }
}

export function readConfig(
  env: Readonly<Record<string, string | undefined>>,
  flags: Partial<Record<SettingVariable, string>> = {},
): ServerConfig {
  /** A setting's text (its flag's, else its variable's) and how to name it in a message. */
  const read = (variable: SettingVariable): { text: string | undefined; name: string } =>
    flags[variable] !== undefined
      ? {
          text: flags[variable],
          name: `--${settings.find((setting) => setting.variable === variable)?.flag ?? variable}`,
        }
      : { text: env[variable], name: variable }

  function integer(variable: SettingVariable, fallback: number, min: number, max: number): number {
    const { text = String(fallback), name } = read(variable)
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max)
      throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not '${text}'`)
    return value
  }

  function corsOrigins(): string[] {
    const { text = '', name } = read('MOCK_CORS_ORIGINS')
    const origins = text
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
    for (const origin of origins) {
      if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin))
        throw new ConfigError(`${name} must list origins like http://localhost:3000, not '${origin}'`)
    }
    return origins
  }

  function upstream(): UpstreamConfig | undefined {
    const base = read('MOCK_UPSTREAM')
    const baseUrl = base.text?.trim() || undefined
    const pathsSetting = read('MOCK_UPSTREAM_PATHS')
    const paths = (pathsSetting.text ?? '')
      .split(',')
      .map((glob) => glob.trim())
      .filter((glob) => glob !== '')
    if (baseUrl === undefined) {
      for (const variable of ['MOCK_UPSTREAM_PATHS', 'MOCK_RECORD_FILE'] as const) {
        if (read(variable).text)
          throw new ConfigError(`${read(variable).name} needs ${base.name}, the upstream to pass calls to`)
      }
      return undefined
    }
    if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl))
      throw new ConfigError(
        `${base.name} must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`,
      )
    if (paths.length === 0)
      throw new ConfigError(
        `${pathsSetting.name} must name the paths to pass through, e.g. /trade/*,/common/config (/** for every path)`,
      )
    const wrong = paths.find((glob) => !isGlob(glob))
    if (wrong !== undefined)
      throw new ConfigError(`${pathsSetting.name} must list path globs such as /trade/*, not '${wrong}'`)
    return {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      paths,
      recordFile: read('MOCK_RECORD_FILE').text || undefined,
      timeoutMs: integer('MOCK_UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000),
    }
  }

  const startSetting = read('MOCK_START')
  const start = parseInstant(startSetting.text ?? defaults.start)
  if (start === undefined)
    throw new ConfigError(`${startSetting.name} must be an ISO 8601 instant with an offset, not '${startSetting.text}'`)
  const clockSetting = read('MOCK_CLOCK')
  const clockMode = clockSetting.text ?? defaults.clockMode
  if (clockMode !== 'running' && clockMode !== 'frozen')
    throw new ConfigError(`${clockSetting.name} must be 'running' or 'frozen', not '${clockMode}'`)
  return {
    host: read('MOCK_HOST').text ?? defaults.host,
    port: integer('MOCK_PORT', defaults.port, 0, 65535),
    seed: integer('MOCK_SEED', defaults.seed, 0, 2 ** 32 - 1),
    start,
    clockMode,
    staticDir: read('MOCK_STATIC_DIR').text || undefined,
    checkAnswers: read('MOCK_CHECK_ANSWERS').text !== '0',
    maxWorlds: integer('MOCK_MAX_WORLDS', 500, 1, 100_000),
    logRequests: read('MOCK_LOG').text === '1',
    dataFile: read('MOCK_DATA_FILE').text || undefined,
    corsOrigins: corsOrigins(),
    upstream: upstream(),
  }
}
