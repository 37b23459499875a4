// `npm run bench:web`: builds the app, serves it from the mock, and reports per route the JS
// and CSS it loads (raw and gzip), then Lighthouse (mobile) on /login/start, /home/index
// (logged in) and /market/stockDetail (once it exists), each figure the median of a few
// runs, with pass or fail against the targets; writes them to docs/performance/web.md.
//
// Settings: BENCH_LH_RUNS (3 per route), BENCH_WEB_PORT (4854), BENCH_LH_REPORTS (a folder to
// keep each run's full Lighthouse result in, as JSON).
import { availableParallelism, loadavg } from 'node:os'
import { build } from '../build-if-stale.ts'
import { measureAllRoutes, serveBuiltApp } from './app-server.ts'
import { budgetTargets, issueTargets, kb } from './budgets.ts'
import { runLighthouse, type LighthouseFigures } from './lighthouse.ts'
import { commandLine, FiguresPage, generatedPages, settingsFrom } from '../figures-page.ts'
import { benchSettings, fixed, heading, targetHeader, targetRows, type Target } from './report.ts'
import { appRoutes, entryBytes, entryFiles, isPublicRoute } from './route-bytes.ts'
import { stopAll } from './servers.ts'
import { logIn } from './session.ts'

const lighthouseRuns = Number(process.env.BENCH_LH_RUNS || 3)
const port = Number(process.env.BENCH_WEB_PORT || 4854)
const lighthouseRoutes = ['/login/start', '/home/index', '/market/stockDetail']
const lighthouseTargets = { performance: 97, accessibility: 95, bestPractices: 95, lcpMs: 1800 }

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const page = new FiguresPage({
  title: 'The app: benchmark figures',
  script: 'bench:web',
  source: 'scripts/bench/web.ts',
  command: commandLine('bench:web', process.argv.slice(2), settingsFrom(process.env, benchSettings.web)),
  about:
    'The production build served by the mock server; every route of the route tree opened in Chromium with an empty cache (logged in where the route needs it) ' +
    'until the network is idle, its scripts and stylesheets summed raw and gzip (level 9); a route\'s own JS is what it loads beyond the shared entry. ' +
    `Then Lighthouse in its default mobile mode, ${lighthouseRuns} runs a route, medians. Lighthouse's simulated timings grow with the machine's load. ` +
    'See [performance](../performance.md) for the method.',
})
console.log(`load average: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores (the machine is shared: Lighthouse's simulated timings grow with it)`)
console.log(heading('Build'))
const started = performance.now()
build()
console.log(`  vite build in ${fixed((performance.now() - started) / 1000, 1)} s`)

const server = await serveBuiltApp(port)
try {
  page.heading('What each route loads (opened in Chromium until the network is idle; gzip level 9)')
  const routes = await measureAllRoutes(server)
  const entry = entryBytes(entryFiles())
  page.table(
    ['Route', 'JS kB', 'JS kB gzip', 'own JS kB gzip', 'CSS kB', 'CSS kB gzip', 'files'],
    [
      ['(shared entry)', fixed(kb(entry.raw), 1), fixed(kb(entry.gzip), 1), '—', '—', '—', String(entryFiles().size)],
      ...routes.map((route) => [
        route.route,
        fixed(kb(route.js.raw), 1),
        fixed(kb(route.js.gzip), 1),
        fixed(kb(route.ownJs.gzip), 1),
        fixed(kb(route.css.raw), 1),
        fixed(kb(route.css.gzip), 1),
        String(route.files.length),
      ]),
    ],
  )
  const targets: Target[] = budgetTargets(entry, routes, issueTargets)

  page.heading(`Lighthouse 13, mobile (median of ${lighthouseRuns} runs)`)
  const existing = new Set(appRoutes())
  const figures: { route: string; median: LighthouseFigures; findings: Set<string> }[] = []
  for (const route of lighthouseRoutes) {
    if (!existing.has(route)) {
      page.note(`${route}: not built yet, skipped`)
      continue
    }
    const runs: LighthouseFigures[] = []
    for (let run = 1; run <= lighthouseRuns; run++) {
      const world = `lighthouse-${route.replaceAll('/', '-')}-${run}`
      const session = isPublicRoute(route) ? undefined : await logIn(server.url, world)
      runs.push(await runLighthouse(server.url, route, session, world))
      process.stdout.write(`  ${route} run ${run}: performance ${runs.at(-1)!.performance}\n`)
    }
    const pick = (read: (entry: LighthouseFigures) => number) => median(runs.map(read))
    figures.push({
      route,
      median: {
        performance: pick((entry) => entry.performance),
        accessibility: pick((entry) => entry.accessibility),
        bestPractices: pick((entry) => entry.bestPractices),
        fcpMs: pick((entry) => entry.fcpMs),
        lcpMs: pick((entry) => entry.lcpMs),
        tbtMs: pick((entry) => entry.tbtMs),
        cls: pick((entry) => entry.cls),
        totalBytes: pick((entry) => entry.totalBytes),
        findings: [],
      },
      findings: new Set(runs.flatMap((entry) => entry.findings)),
    })
  }
  page.table(
    ['Route', 'Performance', 'Accessibility', 'Best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Total kB'],
    figures.map(({ route, median: m }) => [
      route,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      fixed(m.fcpMs),
      fixed(m.lcpMs),
      fixed(m.tbtMs),
      fixed(m.cls, 3),
      fixed(kb(m.totalBytes), 1),
    ]),
  )
  for (const { route, findings } of figures) for (const finding of findings) page.note(`${route}, below 90 in at least one run: ${finding}`)
  for (const { route, median: m } of figures) {
    targets.push(
      { name: `${route} performance`, measured: String(m.performance), goal: `>= ${lighthouseTargets.performance}`, pass: m.performance >= lighthouseTargets.performance },
      { name: `${route} accessibility`, measured: String(m.accessibility), goal: `>= ${lighthouseTargets.accessibility}`, pass: m.accessibility >= lighthouseTargets.accessibility },
      { name: `${route} best practices`, measured: String(m.bestPractices), goal: `>= ${lighthouseTargets.bestPractices}`, pass: m.bestPractices >= lighthouseTargets.bestPractices },
      { name: `${route} LCP`, measured: `${fixed(m.lcpMs)} ms`, goal: `< ${lighthouseTargets.lcpMs} ms`, pass: m.lcpMs < lighthouseTargets.lcpMs },
    )
  }
  page.heading('Targets')
  page.table(targetHeader, targetRows(targets))
  const met = targets.filter((target) => target.pass).length
  page.note(`${met} of ${targets.length} targets met.`)
  console.log(`  load average now: ${loadavg()[0]!.toFixed(2)}`)
  page.write(generatedPages['bench:web'])
} finally {
  await server.stop()
  stopAll()
}
