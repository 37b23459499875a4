// `npm start`: the mock server (MOCK_PORT, 4310, running clock) and the Vite dev server
// (WEB_PORT, 5173) with /api/vue, /__mock and /static proxied to the mock. With API_TARGET
// set, no mock is started and Vite proxies to that upstream instead.
// Both run on this script's Node (the project's Node 24); their output is prefixed; a
// banner says where to go once both answer. Ctrl+C stops both; if either stops, so does
// the other, and the exit code says whether it failed.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { delimiter, dirname, resolve } from 'node:path'
import { createInterface } from 'node:readline'

import { mockEnvironment, mockNodeFlags } from '../mock-server/src/fastify/node-flags.ts'
import { buildPanelIfStale } from './build-if-stale.ts'

const root = resolve(import.meta.dirname, '..')
const env = process.env
const apiTarget = env.API_TARGET?.trim() || undefined
const mockHost = env.MOCK_HOST || '127.0.0.1'

function port(name: string, fallback: number): number {
  const text = env[name] ?? String(fallback)
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
    console.error(`start: ${name} must be a port number (1-65535), not '${text}'`)
    process.exit(2)
  }
  return value
}

const mockPort = port('MOCK_PORT', 4310)
const webPort = port('WEB_PORT', 5173)

/** Resolves when nothing listens on the port (on any address Vite or the mock would use). */
function isFree(portNumber: number, host?: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.once('listening', () => probe.close(() => done(true)))
    probe.listen({ port: portNumber, host, exclusive: true })
  })
}

async function checkPort(name: string, portNumber: number, hosts: Array<string | undefined>): Promise<void> {
  for (const host of hosts) {
    if (!(await isFree(portNumber, host))) {
      console.error(
        `start: port ${portNumber} (${name}) is already in use. Stop what runs there, or choose ` +
          `another port: ${name}=<port> npm start`,
      )
      process.exit(1)
    }
  }
}

const children = new Map<string, ChildProcess>()
let stopping = false
let exitCode = 0

function prefixed(
  label: string,
  stream: NodeJS.ReadableStream | null,
  out: NodeJS.WriteStream,
  onLine?: (line: string) => void,
): void {
  if (stream === null) return
  createInterface({ input: stream }).on('line', (line) => {
    out.write(`[${label}] ${line}\n`)
    onLine?.(line)
  })
}

function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}

function run(
  label: string,
  args: string[],
  extraEnv: Record<string, string>,
  onLine?: (line: string) => void,
): ChildProcess {
  // process.execPath: the project's Node 24 (npm start puts node_modules/.bin first on PATH).
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...env,
      ...extraEnv,
      PATH: `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`,
      FORCE_COLOR: env.FORCE_COLOR ?? '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.set(label, child)
  prefixed(label, child.stdout, process.stdout, onLine)
  prefixed(label, child.stderr, process.stderr, onLine)
  child.on('error', (error) => {
    console.error(`start: could not run ${label}: ${error.message}`)
    exitCode = 1
    stopping = true
    stopAll()
  })
  child.on('exit', (code, signal) => {
    children.delete(label)
    if (!stopping) {
      // One stopped on its own: stop the other too.
      stopping = true
      const failed = code !== 0 || (signal !== null && signal !== 'SIGTERM' && signal !== 'SIGINT')
      console.error(`start: ${label} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
      exitCode = failed ? code || 1 : 0
      stopAll()
    }
    if (children.size === 0) process.exit(exitCode)
  })
  return child
}

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      if (response.status < 500) return true
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  return false
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`\nstart: ${signal}, stopping...`)
    stopAll(signal)
    // Children that do not stop in time are killed.
    setTimeout(() => stopAll('SIGKILL'), 12_000).unref()
  })
}

await checkPort('WEB_PORT', webPort, [undefined, '127.0.0.1'])
if (apiTarget === undefined) await checkPort('MOCK_PORT', mockPort, [mockHost])

// Where the mock answers (a wildcard listen address is reached on loopback).
const mockUrl = `http://${mockHost === '0.0.0.0' || mockHost === '::' ? '127.0.0.1' : mockHost}:${mockPort}`
const upstream = apiTarget ?? mockUrl
if (apiTarget === undefined) {
  // The mock serves its control panel at /__mock/ (the app's development button opens it).
  const panel = buildPanelIfStale()
  if (panel === 'built') console.log('start: the mock control panel built (mock-server/panel/dist)')
  run('mock', [...mockNodeFlags, 'mock-server/src/fastify/main.ts'], {
    ...mockEnvironment,
    MOCK_PORT: String(mockPort),
    MOCK_HOST: mockHost,
    MOCK_CLOCK: env.MOCK_CLOCK || 'running',
  })
}
run('web', [resolve(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
  WEB_PORT: String(webPort),
  MOCK_PORT: String(mockPort),
  API_TARGET: upstream,
})

const appUrl = `http://localhost:${webPort}/`
const ready = await Promise.all([
  apiTarget === undefined ? waitFor(`${upstream}/static/logo.svg`, 60_000) : Promise.resolve(true),
  waitFor(appUrl, 60_000),
])
if (!stopping) {
  if (ready.every(Boolean)) {
    const lines = [
      `App:       ${appUrl}`,
      apiTarget === undefined
        ? `API:       mock server on ${upstream} (control panel: ${appUrl}__mock/)`
        : `API:       proxied to ${apiTarget}`,
      ...(apiTarget === undefined ? ['Log in as: 0912345678 / demo1234 (demo account)'] : []),
      'Stop:      Ctrl+C',
    ]
    const width = Math.max(...lines.map((line) => line.length))
    const rule = `+${'-'.repeat(width + 2)}+`
    console.log(['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n'))
  } else {
    console.error('start: the servers did not come up within 60 s; see the messages above.')
  }
}
