// `npm run soak [minutes] [concurrency]`: the real server under a steady mix of calls
// (start-up config, logins, profiles, registrations, uploads, and every other operation of
// the contract with its example) across more worlds than it keeps, for 5 minutes by
// default. It samples the server's memory and store sizes every 10 s and fails when memory
// keeps growing after the warm-up or a store passes its bound. Each run writes its figures
// to its own page (`generatedPages.soak` in scripts/figures-page.ts).
import { listOperations } from '#openapi/contract/operations.ts'

import { commandLine, FiguresPage, generatedPages } from '../../../scripts/figures-page.ts'
import { startServer } from './server-process.ts'

const minutes = Number(process.argv[2] ?? 5)
const concurrency = Number(process.argv[3] ?? 16)
const maxWorlds = 40
const worldNames = 120
const sampleEveryMs = 10_000
const warmUpMs = Math.min(60_000, (minutes * 60_000) / 4)

interface Sample {
  atS: number
  rssMb: number
  heapMb: number
  worlds: number
  requestLog: number
  idempotency: number
  fileKb: number
  calls: number
}

const server = await startServer({
  MOCK_MAX_WORLDS: String(maxWorlds),
  MOCK_CLOCK: 'running',
  NODE_OPTIONS: '--expose-gc',
})
const api = `${server.baseUrl}/api/vue`
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)
// Operations whose examples work in any world; logout ends the session the others use.
const examples = listOperations().filter(
  (operation) =>
    operation.example !== undefined && operation.path !== '/user/logout' && operation.path !== '/user/register',
)
let calls = 0
let failures = 0
let running = true

async function lane(index: number): Promise<void> {
  for (let round = 0; running; round++) {
    const world = `soak-${(index * 7919 + round) % worldNames}`
    const headers = { 'content-type': 'application/json', 'x-mock-session': world }
    const login = await fetch(`${api}/user/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ account: '0912345678', password: 'demo1234' }),
    })
    calls += 1
    const session = ((await login.json()) as { status: number; data: { token: string; account: string } | null }).data
    if (session === null) continue
    const secured = { ...headers, token: session.token, account: session.account }
    for (const operation of examples) {
      if (!running) return
      const response = await fetch(`${api}${operation.path}`, {
        method: 'POST',
        headers: operation.secured ? secured : headers,
        body: JSON.stringify(operation.example?.value),
      })
      await response.arrayBuffer()
      calls += 1
      if (response.status >= 500) failures += 1
    }
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'soak.png')
    const { 'content-type': _, ...withoutType } = secured
    await (await fetch(`${api}/common/upload1`, { method: 'POST', headers: withoutType, body: form })).arrayBuffer()
    const number = `09${String((index * 1_000_003 + round) % 100_000_000).padStart(8, '0')}`
    const registration = JSON.stringify({ account: number, pwd: 'secret123', pwd1: 'secret123', inviter: '888888' })
    await (
      await fetch(`${api}/user/register`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `soak-${index}-${round}` },
        body: registration,
      })
    ).arrayBuffer()
    calls += 2
  }
}

async function sample(startedAt: number): Promise<Sample> {
  const stats = ((await (await fetch(`${server.baseUrl}/__mock/stats`)).json()) as { data: Record<string, number> })
    .data
  const mb = (bytes: number | undefined) => Math.round(((bytes ?? 0) / 1024 / 1024) * 10) / 10
  return {
    atS: Math.round((performance.now() - startedAt) / 1000),
    rssMb: mb(stats.rssBytes),
    heapMb: mb(stats.heapUsedBytes),
    worlds: stats.worlds ?? 0,
    requestLog: stats.requestLogEntries ?? 0,
    idempotency: stats.idempotencyEntries ?? 0,
    fileKb: Math.round((stats.storedFileBytes ?? 0) / 1024),
    calls,
  }
}

const page = new FiguresPage({
  title: 'Soak: the latest run',
  script: 'soak',
  source: 'mock-server/src/reliability/soak.ts',
  command: commandLine('soak', process.argv.slice(2)),
  about:
    `The real server under a steady mix of calls (a login, every operation's example, an upload ` +
    `and a registration a round) in ${concurrency} concurrent lanes ` +
    `for ${minutes} min, across ${worldNames} world names of which it keeps ${maxWorlds}; its ` +
    `memory (after a full garbage collection) and the sizes of its stores ` +
    `sampled every ${sampleEveryMs / 1000} s. It fails when the heap grows by more than 10 % ` +
    `after the warm-up, a store passes its bound, or an answer is a 5xx. See ` +
    `[reliability](../reliability.md).`,
})
console.log(
  `soak: ${minutes} min, ${concurrency} concurrent lanes, ${examples.length + 3} calls a round, ` +
    `${worldNames} world names over ${maxWorlds} kept worlds`,
)
const startedAt = performance.now()
const lanes = Array.from({ length: concurrency }, (_, index) =>
  lane(index).catch((error: unknown) => console.error(`lane ${index}: ${(error as Error).message}`)),
)
const samples: Sample[] = []
while (performance.now() - startedAt < minutes * 60_000) {
  await new Promise((resume) => setTimeout(resume, sampleEveryMs))
  const current = await sample(startedAt)
  samples.push(current)
  console.log(
    `${String(current.atS).padStart(4)} s  rss ${current.rssMb} MB  heap ${current.heapMb} MB  ` +
      `worlds ${current.worlds}  log ${current.requestLog}  idempotency ${current.idempotency}  ` +
      `files ${current.fileKb} kB  calls ${current.calls}`,
  )
}
running = false
await Promise.all(lanes)
server.child.kill('SIGTERM')
await server.exited

const afterWarmUp = samples.filter((entry) => entry.atS * 1000 >= warmUpMs)
const first = afterWarmUp[0]
const last = afterWarmUp.at(-1)
const problems: string[] = []
if (first === undefined || last === undefined) problems.push('too short to judge: run for at least 2 minutes')
else {
  const heapGrowth = last.heapMb - first.heapMb
  // Flat: measured after a full collection, the heap after warm-up grows by less than 10 %.
  if (heapGrowth > first.heapMb * 0.1)
    problems.push(`heap grew from ${first.heapMb} MB to ${last.heapMb} MB after warm-up`)
  const peak = Math.max(...samples.map((entry) => entry.worlds))
  if (peak > maxWorlds) problems.push(`${peak} worlds in memory, more than the ${maxWorlds} kept`)
  if (Math.max(...samples.map((entry) => entry.requestLog)) > maxWorlds * 200)
    problems.push('request logs passed their bound')
  if (Math.max(...samples.map((entry) => entry.idempotency)) > maxWorlds * 500)
    problems.push('idempotency answers passed their bound')
}
if (failures > 0) problems.push(`${failures} answers were 5xx`)
const seconds = (performance.now() - startedAt) / 1000
const range = (values: readonly number[]) => `${Math.min(...values)}-${Math.max(...values)}`
page.heading('Summary')
page.table(
  ['What', 'Figure'],
  [
    ['calls', `${calls} in ${seconds.toFixed(0)} s (${(calls / seconds).toFixed(0)}/s)`],
    ['5xx answers', String(failures)],
    ...(first !== undefined && last !== undefined
      ? [
          ['heap after warm-up, first and last sample (MB)', `${first.heapMb} -> ${last.heapMb}`],
          ['heap after warm-up, range (MB)', range(afterWarmUp.map((entry) => entry.heapMb))],
          ['RSS after warm-up, range (MB)', range(afterWarmUp.map((entry) => entry.rssMb))],
        ]
      : []),
    ...(samples.length > 0
      ? [
          ['worlds kept, most', String(Math.max(...samples.map((entry) => entry.worlds)))],
          ['request log entries in all, most', String(Math.max(...samples.map((entry) => entry.requestLog)))],
          ['idempotency answers in all, most', String(Math.max(...samples.map((entry) => entry.idempotency)))],
        ]
      : []),
    ['result', problems.length === 0 ? 'passed: memory flat, every store within its bound' : 'FAILED'],
  ],
)
for (const problem of problems) page.note(`- ${problem}`)
page.heading('Samples')
page.table(
  ['At s', 'RSS MB', 'Heap MB', 'Worlds', 'Request log', 'Idempotency', 'Files kB', 'Calls'],
  samples.map((entry) =>
    [
      entry.atS,
      entry.rssMb,
      entry.heapMb,
      entry.worlds,
      entry.requestLog,
      entry.idempotency,
      entry.fileKb,
      entry.calls,
    ].map(String),
  ),
)
page.write(generatedPages.soak)
process.exit(problems.length === 0 ? 0 : 1)
