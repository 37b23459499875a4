import { describe, expect, it } from 'vitest'

import { ConfigError, defaults, helpText, readConfig, readFlags, type ServerConfig, settings } from './config.ts'

const defaultConfig: ServerConfig = {
  host: '127.0.0.1',
  port: 4310,
  seed: 20261123,
  start: Date.parse('2026-11-23T09:30:00+08:00'),
  clockMode: 'running',
  staticDir: undefined,
  checkAnswers: true,
  maxWorlds: 500,
  logRequests: false,
  dataFile: undefined,
  corsOrigins: [],
  upstream: undefined,
}

describe('readConfig', () => {
  it('reads MOCK_CORS_ORIGINS as a list of origins, and refuses anything else', () => {
    expect(readConfig({ MOCK_CORS_ORIGINS: 'http://localhost:3000, https://app.example' }).corsOrigins).toEqual([
      'http://localhost:3000',
      'https://app.example',
    ])
    expect(() => readConfig({ MOCK_CORS_ORIGINS: '*' })).toThrow(ConfigError)
    expect(() => readConfig({ MOCK_CORS_ORIGINS: 'http://a.example/path' })).toThrow(ConfigError)
  })

  it('reads MOCK_DATA_FILE, an empty one meaning none', () => {
    expect(readConfig({ MOCK_DATA_FILE: '/tmp/worlds.json' }).dataFile).toBe('/tmp/worlds.json')
    expect(readConfig({ MOCK_DATA_FILE: '' }).dataFile).toBeUndefined()
  })

  it('reads the upstream, the paths that pass through to it and the recording file', () => {
    expect(
      readConfig({
        MOCK_UPSTREAM: 'https://upstream.example/api/vue/',
        MOCK_UPSTREAM_PATHS: '/trade/*, /common/config',
      }).upstream,
    ).toEqual({
      baseUrl: 'https://upstream.example/api/vue',
      paths: ['/trade/*', '/common/config'],
      recordFile: undefined,
      timeoutMs: 10_000,
    })
    const recording = {
      MOCK_UPSTREAM: 'http://127.0.0.1:8080/api/vue',
      MOCK_UPSTREAM_PATHS: '/**',
      MOCK_RECORD_FILE: 'rec.jsonl',
      MOCK_UPSTREAM_TIMEOUT_MS: '3000',
    }
    expect(readConfig(recording).upstream).toEqual({
      baseUrl: 'http://127.0.0.1:8080/api/vue',
      paths: ['/**'],
      recordFile: 'rec.jsonl',
      timeoutMs: 3000,
    })
  })

  it.each<[string, Record<string, string>, string]>([
    [
      'paths without an upstream',
      { MOCK_UPSTREAM_PATHS: '/trade/*' },
      'MOCK_UPSTREAM_PATHS needs MOCK_UPSTREAM, the upstream to pass calls to',
    ],
    [
      'a recording without an upstream',
      { MOCK_RECORD_FILE: 'rec.jsonl' },
      'MOCK_RECORD_FILE needs MOCK_UPSTREAM, the upstream to pass calls to',
    ],
    [
      'an upstream without paths',
      { MOCK_UPSTREAM: 'https://upstream.example' },
      'MOCK_UPSTREAM_PATHS must name the paths to pass through',
    ],
    [
      'an upstream that is not a URL',
      { MOCK_UPSTREAM: 'upstream.example', MOCK_UPSTREAM_PATHS: '/**' },
      "MOCK_UPSTREAM must be an http(s) URL such as https://upstream.example/api/vue, not 'upstream.example'",
    ],
    [
      'a glob that is not a path',
      { MOCK_UPSTREAM: 'https://upstream.example', MOCK_UPSTREAM_PATHS: 'trade/*' },
      "MOCK_UPSTREAM_PATHS must list path globs such as /trade/*, not 'trade/*'",
    ],
  ])('refuses %s', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })

  it('gives the defaults without any variable', () => {
    expect(readConfig({})).toEqual(defaultConfig)
    expect(defaults.start).toBe('2026-11-23T09:30:00+08:00')
  })

  it('ignores variables it does not know', () => {
    expect(readConfig({ PORT: '1', MOCK_PORTS: '2' })).toEqual(defaultConfig)
  })

  it.each<[string, Record<string, string>, Partial<ServerConfig>]>([
    ['MOCK_HOST', { MOCK_HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    ['MOCK_PORT', { MOCK_PORT: '8080' }, { port: 8080 }],
    ['MOCK_PORT 0 (any free port)', { MOCK_PORT: '0' }, { port: 0 }],
    ['MOCK_PORT 65535', { MOCK_PORT: '65535' }, { port: 65535 }],
    ['MOCK_SEED', { MOCK_SEED: '42' }, { seed: 42 }],
    ['MOCK_SEED 0', { MOCK_SEED: '0' }, { seed: 0 }],
    ['MOCK_SEED at its maximum', { MOCK_SEED: '4294967295' }, { seed: 4_294_967_295 }],
    ['MOCK_START', { MOCK_START: '2026-12-01T13:00:00+08:00' }, { start: Date.UTC(2026, 11, 1, 5) }],
    ['MOCK_START in UTC', { MOCK_START: '2026-12-01T05:00:00Z' }, { start: Date.UTC(2026, 11, 1, 5) }],
    ['MOCK_CLOCK frozen', { MOCK_CLOCK: 'frozen' }, { clockMode: 'frozen' }],
    ['MOCK_CLOCK running', { MOCK_CLOCK: 'running' }, { clockMode: 'running' }],
    ['MOCK_STATIC_DIR', { MOCK_STATIC_DIR: 'web/dist' }, { staticDir: 'web/dist' }],
    ['an empty MOCK_STATIC_DIR', { MOCK_STATIC_DIR: '' }, { staticDir: undefined }],
    ['MOCK_CHECK_ANSWERS 0', { MOCK_CHECK_ANSWERS: '0' }, { checkAnswers: false }],
    ['MOCK_CHECK_ANSWERS 1', { MOCK_CHECK_ANSWERS: '1' }, { checkAnswers: true }],
    ['MOCK_MAX_WORLDS', { MOCK_MAX_WORLDS: '3' }, { maxWorlds: 3 }],
    ['MOCK_MAX_WORLDS 1', { MOCK_MAX_WORLDS: '1' }, { maxWorlds: 1 }],
    ['MOCK_MAX_WORLDS at its maximum', { MOCK_MAX_WORLDS: '100000' }, { maxWorlds: 100_000 }],
    ['MOCK_LOG 1', { MOCK_LOG: '1' }, { logRequests: true }],
    ['MOCK_LOG 0', { MOCK_LOG: '0' }, { logRequests: false }],
  ])('reads %s', (_, env, change) => {
    expect(readConfig(env)).toEqual({ ...defaultConfig, ...change })
  })

  it.each([
    [{ MOCK_PORT: '65536' }, "MOCK_PORT must be an integer from 0 to 65535, not '65536'"],
    [{ MOCK_PORT: '-1' }, "MOCK_PORT must be an integer from 0 to 65535, not '-1'"],
    [{ MOCK_PORT: 'http' }, "MOCK_PORT must be an integer from 0 to 65535, not 'http'"],
    [{ MOCK_PORT: '' }, "MOCK_PORT must be an integer from 0 to 65535, not ''"],
    [{ MOCK_PORT: '80.5' }, "MOCK_PORT must be an integer from 0 to 65535, not '80.5'"],
    [{ MOCK_PORT: '1e3' }, "MOCK_PORT must be an integer from 0 to 65535, not '1e3'"],
    [{ MOCK_PORT: ' 80' }, "MOCK_PORT must be an integer from 0 to 65535, not ' 80'"],
    [{ MOCK_SEED: '4294967296' }, "MOCK_SEED must be an integer from 0 to 4294967295, not '4294967296'"],
    [{ MOCK_SEED: 'abc' }, "MOCK_SEED must be an integer from 0 to 4294967295, not 'abc'"],
    [{ MOCK_MAX_WORLDS: '0' }, "MOCK_MAX_WORLDS must be an integer from 1 to 100000, not '0'"],
    [{ MOCK_MAX_WORLDS: '100001' }, "MOCK_MAX_WORLDS must be an integer from 1 to 100000, not '100001'"],
    [{ MOCK_START: 'tomorrow' }, "MOCK_START must be an ISO 8601 instant with an offset, not 'tomorrow'"],
    [
      { MOCK_START: '2026-11-23T09:30:00' },
      "MOCK_START must be an ISO 8601 instant with an offset, not '2026-11-23T09:30:00'",
    ],
    [
      { MOCK_START: '2026-02-30T09:30:00+08:00' },
      "MOCK_START must be an ISO 8601 instant with an offset, not '2026-02-30T09:30:00+08:00'",
    ],
    [{ MOCK_START: '' }, "MOCK_START must be an ISO 8601 instant with an offset, not ''"],
    [{ MOCK_CLOCK: 'paused' }, "MOCK_CLOCK must be 'running' or 'frozen', not 'paused'"],
    [{ MOCK_CLOCK: 'Frozen' }, "MOCK_CLOCK must be 'running' or 'frozen', not 'Frozen'"],
  ])('refuses %o with a ConfigError', (env, message) => {
    let thrown: unknown
    try {
      readConfig(env)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ConfigError)
    expect((thrown as ConfigError).message).toBe(message)
  })
})

describe('command-line flags', () => {
  it('give every setting a flag, which wins over its variable', () => {
    const { values, help } = readFlags([
      '--port',
      '5000',
      '--clock=frozen',
      '--seed',
      '7',
      '--data-file',
      '/tmp/w.json',
      '--static-dir',
      'web/dist',
      '--cors-origins',
      'http://a.example',
    ])
    expect(help).toBe(false)
    const config = readConfig({ MOCK_PORT: '4000', MOCK_CLOCK: 'running', MOCK_HOST: '0.0.0.0' }, values)
    expect(config).toMatchObject({
      port: 5000,
      clockMode: 'frozen',
      seed: 7,
      host: '0.0.0.0',
      dataFile: '/tmp/w.json',
      staticDir: 'web/dist',
      corsOrigins: ['http://a.example'],
    })
  })

  it('name the flag in the message when its value is bad', () => {
    expect(() => readConfig({}, readFlags(['--port', 'http']).values)).toThrow(
      "--port must be an integer from 0 to 65535, not 'http'",
    )
    expect(() => readConfig({}, readFlags(['--start', 'tomorrow']).values)).toThrow(
      "--start must be an ISO 8601 instant with an offset, not 'tomorrow'",
    )
    expect(() => readConfig({}, readFlags(['--clock', 'paused']).values)).toThrow(
      "--clock must be 'running' or 'frozen', not 'paused'",
    )
  })

  it.each([
    [['--prot', '1'], "Unknown option '--prot' (see --help)"],
    [['--port'], "Option '--port <value>' argument missing (see --help)"],
    [['web/dist'], "Unexpected argument 'web/dist'. This command does not take positional arguments (see --help)"],
  ])('refuse %o clearly', (argv, message) => {
    expect(() => readFlags(argv)).toThrow(new ConfigError(message))
  })

  it('list every setting with its variable in --help', () => {
    expect(readFlags(['--help']).help).toBe(true)
    const text = helpText()
    for (const setting of settings) expect(text).toContain(`--${setting.flag} ${setting.value}`)
    expect(text).toContain('[MOCK_DATA_FILE]')
  })
})
