// `node scripts/bench/profile-mock.ts [reads|mix|<path>] [seconds]`: runs the mock server as
// `npm run mock` does while autocannon drives it with the benchmark's read mix (or the full
// mix, or one call alone), profiles its CPU during the load only (after start-up and
// warm-up, through ./profile-probe.ts), then prints where the time went: the functions with
// the most self time and the mock's own functions by inclusive time. BENCH_PROFILE=allocations
// profiles what it allocates instead (what the garbage collector then has to collect). The
// profile is written to a temporary folder (BENCH_PROFILE_DIR if set) for a closer look.
// BENCH_WORLDS=100 spreads the calls over that many worlds (each logged in).
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { mockNodeFlags } from '../../mock-server/src/fastify/node-flags.ts'
import { drive, type LoadRequest } from './load.ts'
import { pickOperations, readCategories, sequence, withLoginsOfAnotherAccount, type MixOperation } from './mix.ts'
import { summarizeAllocations, summarizeProfile, type AllocationProfile, type CpuProfile, type ProfileEntry } from './cpu-profile.ts'
import { fixed, table } from './report.ts'
import type { Session } from './route-bytes.ts'
import { logIn, post } from './session.ts'
import { startServer, stopAll } from './servers.ts'

const [what = 'reads', secondsText = '10'] = process.argv.slice(2)
const seconds = Number(secondsText)
const port = Number(process.env.BENCH_PORT || 4870)
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const profileDir = process.env.BENCH_PROFILE_DIR || (await mkdtemp(join(tmpdir(), 'mock-profile-')))
const allocations = process.env.BENCH_PROFILE === 'allocations'
const worldCount = Number(process.env.BENCH_WORLDS || 1)
const kind = allocations ? 'allocations' : 'profile'

const operations = withLoginsOfAnotherAccount(pickOperations().operations)
const calls: MixOperation[] =
  what === 'reads' ? sequence(operations, readCategories) : what === 'mix' ? sequence(operations) : operations.filter((operation) => operation.path === what)
if (calls.length === 0) throw new Error(`nothing to run for '${what}': reads, mix or a path of the mix`)

const server = await startServer({
  name: 'mock server',
  script: 'mock-server/src/fastify/main.ts',
  nodeFlags: mockNodeFlags,
  preload: [resolve(import.meta.dirname, 'profile-probe.ts')],
  port,
  env: { MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1', MOCK_LOG: '0', ...(process.env.MOCK_CHECK_ANSWERS ? { MOCK_CHECK_ANSWERS: process.env.MOCK_CHECK_ANSWERS } : {}) },
  ready: /^Mock server on /,
})
let profile: CpuProfile | AllocationProfile
try {
  const sessions: Session[] = []
  for (let index = 0; index < worldCount; index++) sessions.push(await logIn(server.url, `profile-${index}`))
  const requests: LoadRequest[] = calls.map((call, index) => {
    const session = sessions[index % worldCount]!
    return {
      path: `/api/vue${call.path}`,
      headers: { 'x-mock-session': session.world, ...(call.secured ? { token: session.token, account: session.account } : {}) },
      body: call.body,
    }
  })
  // Each distinct call once (its validators compile on first use), then a short warm-up.
  for (const request of new Map(requests.map((request) => [request.path, request])).values()) await post(server.url, request.path, request.body, request.headers)
  await drive(server.url, requests, { connections, durationS: 2, warmupS: 0 })
  await server.ask(`${kind}-start`, 'profiling')
  const result = await drive(server.url, requests, { connections, durationS: seconds, warmupS: 0 })
  profile = await server.ask<CpuProfile | AllocationProfile>(`${kind}-stop`, 'profile', 60_000)
  console.log(`${what}: ${fixed(result.requestsPerSecond)} requests/s, p99 ${fixed(result.p99Ms, 1)} ms, ${result.failures} failures`)
} finally {
  await server.stop()
  stopAll()
}
const file = join(profileDir, `${what.replaceAll('/', '_')}.${allocations ? 'heapprofile' : 'cpuprofile'}`)
await writeFile(file, JSON.stringify(profile))
const summary = allocations ? summarizeAllocations(profile as AllocationProfile) : summarizeProfile(profile as CpuProfile)
const share = (amount: number) => `${fixed((amount / summary.total) * 100, 1)} %`
const own = (entry: ProfileEntry) => entry.where.startsWith('mock-server/') || entry.where.startsWith('rules/')
console.log(`\nprofile: ${file} (${allocations ? `${fixed(summary.total / 1024 / 1024)} MB allocated` : `${fixed(summary.total)} ms sampled, ${share(summary.idle)} idle`})`)
console.log(`\n${allocations ? 'Allocated by the function itself' : 'Self time'}`)
console.log(table(['Function', 'Where', 'Self'], summary.self.slice(0, 25).map((entry) => [entry.name, entry.where, share(entry.amount)])))
console.log(`\n${allocations ? 'Allocated by' : 'Inclusive time of'} the mock's own functions (with what they called)`)
console.log(table(['Function', 'Where', 'Total'], summary.inclusive.filter(own).slice(0, 25).map((entry) => [entry.name, entry.where, share(entry.amount)])))
