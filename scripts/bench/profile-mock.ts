// `npm run bench:profile [-- reads|mix|<path> ...]`: where the mock server's time and memory
// go under load. The server runs as `npm run mock` runs it while autocannon drives it with the
// benchmark's read mix (`reads`), its full mix (`mix`) or one call alone (its path); V8's
// profilers run during the load only (after start-up and warm-up, through ./profile-probe.ts):
// the CPU profiler, then in a second run the sampling heap profiler (what is allocated, which
// the garbage collector then has to collect). Prints the functions with the most self time
// and the mock's own functions by inclusive time, and writes them to
// docs/performance/mock-profile.md; the raw profiles stay in a temporary folder
// (BENCH_PROFILE_DIR if set) for a closer look.
//
// Settings: BENCH_SECONDS (10 per profile), BENCH_CONNECTIONS (50), BENCH_WORLDS (1: the calls
// spread over that many worlds, each logged in), BENCH_PORT (4870).
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { mockEnvironment, mockNodeFlags } from '../../mock-server/src/fastify/node-flags.ts'
import { commandLine, FiguresPage, generatedPages, settingsFrom } from '../figures-page.ts'
import {
  type AllocationProfile,
  type CpuProfile,
  type ProfileEntry,
  type ProfileSummary,
  summarizeAllocations,
  summarizeProfile,
} from './cpu-profile.ts'
import { drive, type LoadRequest } from './load.ts'
import { type MixOperation, pickOperations, readCategories, sequence, withLoginsOfAnotherAccount } from './mix.ts'
import { benchSettings, fixed } from './report.ts'
import type { Session } from './route-bytes.ts'
import { startServer, stopAll } from './servers.ts'
import { logIn, post } from './session.ts'

const targets = process.argv.slice(2)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const port = Number(process.env.BENCH_PORT || 4870)
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const worldCount = Number(process.env.BENCH_WORLDS || 1)
const profileDir = process.env.BENCH_PROFILE_DIR || (await mkdtemp(join(tmpdir(), 'mock-profile-')))

type Kind = 'profile' | 'allocations'

const operations = withLoginsOfAnotherAccount(pickOperations().operations)

function callsOf(what: string): MixOperation[] {
  const calls =
    what === 'reads'
      ? sequence(operations, readCategories)
      : what === 'mix'
        ? sequence(operations)
        : operations.filter((operation) => operation.path === what)
  if (calls.length === 0) throw new Error(`nothing to run for '${what}': reads, mix or a path of the mix`)
  return calls
}

/** One profile of the server under the load of `what`. */
async function profileOf(what: string, kind: Kind): Promise<{ summary: ProfileSummary; load: string }> {
  const server = await startServer({
    name: 'mock server',
    script: 'mock-server/src/fastify/main.ts',
    nodeFlags: mockNodeFlags,
    preload: [resolve(import.meta.dirname, 'profile-probe.ts')],
    port,
    env: { ...mockEnvironment, MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1', MOCK_LOG: '0' },
    ready: /^Mock server on /,
  })
  try {
    const sessions: Session[] = []
    for (let index = 0; index < worldCount; index++) sessions.push(await logIn(server.url, `profile-${index}`))
    const requests: LoadRequest[] = callsOf(what).map((call, index) => {
      const session = sessions[index % worldCount]!
      return {
        path: `/api/vue${call.path}`,
        headers: {
          'x-mock-session': session.world,
          ...(call.secured ? { token: session.token, account: session.account } : {}),
        },
        body: call.body,
      }
    })
    // Each distinct call once (its validators compile on first use), then a short warm-up.
    for (const request of new Map(requests.map((request) => [request.path, request])).values())
      await post(server.url, request.path, request.body, request.headers)
    await drive(server.url, requests, { connections, durationS: 2, warmupS: 0 })
    await server.ask(`${kind}-start`, 'profiling')
    const result = await drive(server.url, requests, { connections, durationS: seconds, warmupS: 0 })
    const profile = await server.ask<CpuProfile | AllocationProfile>(`${kind}-stop`, 'profile', 60_000)
    const file = join(
      profileDir,
      `${what.replaceAll('/', '_')}.${kind === 'allocations' ? 'heapprofile' : 'cpuprofile'}`,
    )
    await writeFile(file, JSON.stringify(profile))
    console.log(`  ${what}, ${kind}: ${file}`)
    const summary =
      kind === 'allocations'
        ? summarizeAllocations(profile as AllocationProfile)
        : summarizeProfile(profile as CpuProfile)
    return {
      summary,
      load: `${fixed(result.requestsPerSecond)} requests/s under the profiler, p99 ${fixed(result.p99Ms, 1)} ms`,
    }
  } finally {
    await server.stop()
    stopAll()
  }
}

const page = new FiguresPage({
  title: 'The mock server: where the time and memory go',
  script: 'bench:profile',
  source: 'scripts/bench/profile-mock.ts',
  command: commandLine('bench:profile', targets, settingsFrom(process.env, benchSettings.profile)),
  about:
    `The mock server as \`npm run mock\` runs it, driven by autocannon (${connections} ` +
    `connections, ${worldCount} world${worldCount === 1 ? '' : 's'}) and profiled by V8 for ` +
    `${seconds} s ` +
    'after a warm-up: the CPU profiler (sampling every 0.2 ms), then in another run the sampling ' +
    'heap profiler (what is allocated, every 8 kB on average). ' +
    'Shares are of the time sampled (idle included) or of the bytes allocated. The profilers ' +
    'slow the server: compare shares, not rates. See [performance](../performance.md).',
})

const own = (entry: ProfileEntry) => entry.where.startsWith('mock-server/') || entry.where.startsWith('rules/')
for (const what of targets.length > 0 ? targets : ['reads', 'mix']) {
  for (const kind of ['profile', 'allocations'] as const) {
    const { summary, load } = await profileOf(what, kind)
    const share = (amount: number) => `${fixed((amount / summary.total) * 100, 1)} %`
    page.heading(
      `${what === 'reads' ? 'Read calls' : what === 'mix' ? 'Full mix' : what}: ` +
        `${kind === 'profile' ? 'CPU' : 'allocations'}`,
    )
    page.note(
      kind === 'profile'
        ? `${load}; ${fixed(summary.total)} ms sampled, ${share(summary.idle)} idle.`
        : `${load}; ${fixed(summary.total / 1024 / 1024)} MB allocated.`,
    )
    page.table(
      ['Function', 'Where', kind === 'profile' ? 'Self time' : 'Allocated itself'],
      summary.self.slice(0, 20).map((entry) => [entry.name, entry.where, share(entry.amount)]),
    )
    page.table(
      [
        'The mock’s own function',
        'Where',
        kind === 'profile' ? 'With what it called' : 'Allocated with what it called',
      ],
      summary.inclusive
        .filter(own)
        .slice(0, 15)
        .map((entry) => [entry.name, entry.where, share(entry.amount)]),
    )
  }
}
page.write(generatedPages['bench:profile'])
