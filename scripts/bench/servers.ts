// Starts the servers a benchmark measures, each in its own process (so the load generator
// and the server do not share an event loop), and reads their start time and memory.
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'

export const root = resolve(import.meta.dirname, '../..')
const memoryProbe = resolve(import.meta.dirname, 'memory-probe.ts')

export interface Memory {
  /** After a full garbage collection: V8 keeps the pages it freed, so this still shows the load's peak. */
  rssMb: number
  heapUsedMb: number
  /** After V8's memory-reducing collection, which gives those pages back: what the process holds. */
  reducedRssMb: number
}

export interface ServerProcess {
  readonly name: string
  readonly url: string
  readonly pid: number | undefined
  /** From spawning the process to the server saying it listens, in ms. */
  readonly startMs: number
  /** Memory after a full garbage collection, and after a memory-reducing one (./memory-probe.ts). */
  memory(): Promise<Memory>
  /**
   * Asks the process something over its IPC channel (a preloaded probe answers) and waits for the
   * answer carrying `key`.
   */
  ask<T>(message: string, key: string, timeoutMs?: number): Promise<T>
  stop(): Promise<void>
}

export interface ServerSpec {
  name: string
  /** A Node script (and its arguments), run with the project's Node. */
  script: string
  nodeFlags?: readonly string[]
  args?: string[]
  env?: Record<string, string>
  /** 0: the server picks one and names it in its ready line (http://host:port). */
  port: number
  /** Modules preloaded besides the memory probe (node --import). */
  preload?: readonly string[]
  /** The line the server prints once it listens; without one, the port is polled. */
  ready?: RegExp
  timeoutMs?: number
}

const started = new Set<ChildProcess>()

/** Stops every server still running (on exit or interruption of the benchmark). */
export function stopAll(): void {
  for (const child of started) child.kill('SIGKILL')
  started.clear()
}
process.once('exit', stopAll)

const mb = (bytes: number) => bytes / (1024 * 1024)

/** Resolves to the instant the server first answers anything, or undefined once `gaveUp`. */
async function pollUntilAnswering(url: string, gaveUp: () => boolean): Promise<number | undefined> {
  while (!gaveUp()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) })
      return performance.now()
    } catch {
      await new Promise((resume) => setTimeout(resume, 10))
    }
  }
  return undefined
}

export async function startServer(spec: ServerSpec): Promise<ServerProcess> {
  const spawnedAt = performance.now()
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...(spec.nodeFlags ?? []),
      ...[memoryProbe, ...(spec.preload ?? [])].flatMap((module) => ['--import', module]),
      spec.script,
      ...(spec.args ?? []),
    ],
    {
      cwd: root,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  )
  started.add(child)
  const output: string[] = []
  let url = `http://127.0.0.1:${spec.port}`
  const readyAt = await new Promise<number>((done, fail) => {
    let settled = false
    const finish = (outcome: number | Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (typeof outcome === 'number') done(outcome)
      else fail(outcome)
    }
    const timeoutMs = spec.timeoutMs ?? 30_000
    const timer = setTimeout(
      () => finish(new Error(`${spec.name} did not start within ${timeoutMs} ms:\n${output.join('\n')}`)),
      timeoutMs,
    )
    const onLine = (line: string) => {
      output.push(line)
      if (!spec.ready?.test(line)) return
      const named = /http:\/\/[\d.]+:\d+/.exec(line)?.[0]
      if (spec.port === 0 && named !== undefined) url = named
      finish(performance.now())
    }
    createInterface({ input: child.stdout! }).on('line', onLine)
    createInterface({ input: child.stderr! }).on('line', onLine)
    child.once('exit', (code) =>
      finish(new Error(`${spec.name} exited (${code}) before it listened:\n${output.join('\n')}`)),
    )
    if (spec.ready === undefined)
      void pollUntilAnswering(url, () => settled).then((at) => at !== undefined && finish(at))
  })
  const ask = <T>(message: string, key: string, timeoutMs = 10_000) =>
    new Promise<T>((done, fail) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage)
        fail(new Error(`${spec.name} did not answer '${message}'`))
      }, timeoutMs)
      const onMessage = (answer: unknown) => {
        if (typeof answer !== 'object' || answer === null || !(key in answer)) return
        clearTimeout(timer)
        child.off('message', onMessage)
        done((answer as Record<string, T>)[key]!)
      }
      child.on('message', onMessage)
      child.send(message)
    })
  return {
    name: spec.name,
    url,
    pid: child.pid,
    startMs: readyAt - spawnedAt,
    ask,
    memory: async () => {
      const { afterGc, reduced } = await ask<{ afterGc: NodeJS.MemoryUsage; reduced: NodeJS.MemoryUsage }>(
        'memory',
        'memory',
      )
      return { rssMb: mb(afterGc.rss), heapUsedMb: mb(afterGc.heapUsed), reducedRssMb: mb(reduced.rss) }
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        child.once('exit', () => {
          clearTimeout(timer)
          started.delete(child)
          done()
        })
        child.kill('SIGTERM')
      }),
  }
}
