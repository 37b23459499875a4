// The real mock server as a child process (the same entry as `npm run mock`), for tests
// that need a process to kill or to signal.
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

const entry = resolve(import.meta.dirname, '../fastify/main.ts')

export interface ServerProcess {
  readonly child: ChildProcess
  readonly baseUrl: string
  /** Everything the process printed, for failure messages. */
  output(): string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>
}

/** Starts the mock server on a free port and waits until it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 20_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_CLOCK: 'frozen', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | string>((done) => child.on('exit', (code, signal) => done(code ?? signal ?? -1)))
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the mock server did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    )
    const listen = () => {
      const found = /Mock server on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (found?.[1] === undefined) return
      clearTimeout(timer)
      child.stdout?.off('data', listen)
      done(found[1])
    }
    child.stdout?.on('data', listen)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`the mock server exited (${code}) before listening:\n${output}`))
    })
  })
  return { child, baseUrl, output: () => output, exited }
}
