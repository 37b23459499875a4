// Prism's validation proxy (`prism proxy`, @stoplight/prism-cli) in front of a server: every
// call and answer passing through it is checked against the bundled contract, and the
// violations it reports about answers are collected. Without `--errors` it forwards even
// invalid requests (so hostile ones reach the mock) and only reports.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

import { freePort } from '../free-port.ts'

const root = resolve(import.meta.dirname, '../../../..')
const prismCli = resolve(root, 'node_modules/@stoplight/prism-cli/dist/index.js')
const contract = resolve(root, 'openapi/generated/openapi.json')

export interface PrismProxy {
  /** Where to send app calls: paths as in the contract (`/user/login`), without /api/vue. */
  readonly baseUrl: string
  /** Prism's reports of answers that break the contract. */
  responseViolations(): string[]
  /** How many calls Prism forwarded: proof the traffic went through it. */
  forwarded(): number
  stop(): Promise<void>
}

/** Starts Prism proxying to `upstream` (the mock's `/api/vue` base URL) and waits until it listens. */
export async function startPrismProxy(upstream: string, timeoutMs = 60_000): Promise<PrismProxy> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [prismCli, 'proxy', contract, upstream, '--port', String(port), '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  )
  let output = ''
  const violations: string[] = []
  let forwarded = 0
  const read = (chunk: Buffer) => {
    const text = chunk.toString()
    output += text
    for (const line of text.split('\n')) {
      if (/Violation: response/.test(line)) violations.push(line.trim())
      if (/Forwarding "post" request/.test(line)) forwarded += 1
    }
  }
  child.stdout?.on('data', read)
  child.stderr?.on('data', read)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Prism did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`)),
      timeoutMs,
    )
    const check = () => {
      if (!output.includes('Prism is listening')) return
      clearTimeout(timer)
      child.stdout?.off('data', check)
      done()
    }
    child.stdout?.on('data', check)
    void exited.then(() => fail(new Error(`Prism exited before listening:\n${output.slice(-2000)}`)))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    responseViolations: () => [...violations],
    forwarded: () => forwarded,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
