// Kill-at-random-points check of MOCK_DATA_FILE: a server process takes a stream of calls
// that change state (registrations, uploads, balance adjustments in several worlds) and is
// killed with SIGKILL at a random moment; the data file must then always load, and every
// world in it must keep its invariants (the ledger agrees with the balances).
import { access } from 'node:fs/promises'

import { ledgerProblems } from '../backend/core/ledger.ts'
import { createBackend } from '../backend/engine/backend.ts'
import { loadDataFile } from '../fastify/data-file.ts'
import { startServer } from './server-process.ts'

export interface CrashRun {
  run: number
  /** Counted from the first answered write. */
  killedAfterMs: number
  callsAnswered: number
  worldsLoaded: number
  problems: string[]
}

/** A small seeded generator, so a failing run can be repeated with its seed. */
function lcg(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

async function call(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; data: unknown }> {
  const form = body instanceof FormData
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: form ? headers : { 'content-type': 'application/json', ...headers },
    body: form ? body : JSON.stringify(body),
  })
  return (await response.json()) as { status: number; data: unknown }
}

/** Keeps `lanes` calls in flight until `stop()`; counts the answered ones. */
function driveWrites(baseUrl: string, random: () => number, lanes = 4): { stop(): void; answered(): number } {
  let running = true
  let answered = 0
  const lane = async (index: number) => {
    const world = { 'x-mock-session': `crash-${index % 3}` }
    const login = await call(
      `${baseUrl}/api/vue`,
      '/user/login',
      { account: '0912345678', password: 'demo1234' },
      world,
    )
    const { token, account } = login.data as { token: string; account: string }
    const secured = { ...world, token, account }
    for (let n = 0; running; n++) {
      const pick = random()
      if (pick < 0.4) {
        const number = `09${String(Math.floor(random() * 1e8)).padStart(8, '0')}`
        await call(
          `${baseUrl}/api/vue`,
          '/user/register',
          { account: number, pwd: 'secret123', pwd1: 'secret123', inviter: '888888' },
          world,
        )
      } else if (pick < 0.7) {
        const cents = Math.floor(random() * 2_000_000) - 1_000_000
        await call(
          `${baseUrl}/__mock`,
          '/accounts',
          { account: '0912345678', credit: { balance: 'usd', amount: (cents / 100).toFixed(2) } },
          world,
        )
      } else {
        const form = new FormData()
        form.append('file', new Blob([png], { type: 'image/png' }), 'p.png')
        await call(`${baseUrl}/api/vue`, '/common/upload1', form, secured)
      }
      answered += 1
    }
  }
  for (let index = 0; index < lanes; index++) void lane(index).catch(() => undefined)
  return { stop: () => (running = false), answered: () => answered }
}

export async function crashRun(run: number, dataFile: string, random: () => number): Promise<CrashRun> {
  const server = await startServer({ MOCK_DATA_FILE: dataFile })
  const writes = driveWrites(server.baseUrl, random)
  // The random moment is counted from the first answered write, so that a slow start (a
  // busy machine) never turns a run into one that wrote nothing.
  for (const waitingSince = performance.now(); writes.answered() === 0 && performance.now() - waitingSince < 20_000;) {
    await new Promise((resume) => setTimeout(resume, 5))
  }
  const killedAfterMs = Math.floor(random() * 400)
  await new Promise((resume) => setTimeout(resume, killedAfterMs))
  server.child.kill('SIGKILL')
  await server.exited
  writes.stop()

  const problems: string[] = []
  let worldsLoaded = 0
  const exists = await access(dataFile).then(
    () => true,
    () => false,
  )
  if (exists) {
    const backend = createBackend({ seed: 1, start: 0, clockMode: 'frozen', realNow: () => 0 })
    try {
      worldsLoaded = await loadDataFile(dataFile, backend.worlds, () => 0)
      for (const world of await backend.worlds.all())
        problems.push(...ledgerProblems(world).map((problem) => `${world.session}: ${problem}`))
    } catch (error) {
      problems.push(`the data file does not load: ${(error as Error).message}`)
    }
  }
  return { run, killedAfterMs, callsAnswered: writes.answered(), worldsLoaded, problems }
}

/** `runs` kill-and-check rounds on one data file (each round starts from the previous one's file). */
export async function crashRuns(
  runs: number,
  dataFile: string,
  seed: number,
  report: (run: CrashRun) => void = () => {},
): Promise<CrashRun[]> {
  const random = lcg(seed)
  const results: CrashRun[] = []
  for (let run = 1; run <= runs; run++) {
    const result = await crashRun(run, dataFile, random)
    report(result)
    results.push(result)
  }
  return results
}
