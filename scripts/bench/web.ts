// `npm run bench:web`: builds the app, serves it from the mock, and reports per route the JS
// and CSS it loads (raw and gzip), then Lighthouse (mobile) on /login/start, /home/index
// (logged in) and /market/stockDetail, each figure the median of a few
// runs, with pass or fail against the targets, and Lighthouse again on the last two served
// without the start screen the build writes into the page (their own content's LCP); writes
// them to docs/performance/web.md.
//
// Settings: BENCH_LH_RUNS (3 per route), BENCH_WEB_PORT (4854), BENCH_LH_REPORTS (a folder to
// keep each run's full Lighthouse result in, as JSON).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'

import { build } from '../build-if-stale.ts'
import { commandLine, FiguresPage, generatedPages, settingsFrom } from '../figures-page.ts'
import { measureAllRoutes, serveBuiltApp } from './app-server.ts'
import { budgetTargets, issueTargets, kb } from './budgets.ts'
import { ensureChineseFont } from './cjk-font.ts'
import { type LighthouseFigures, runLighthouse } from './lighthouse.ts'
import { benchSettings, fixed, heading, type Target, targetHeader, targetRows } from './report.ts'
import { appRoutes, entryBytes, entryFiles, isPublicRoute } from './route-bytes.ts'
import { root, type ServerProcess, stopAll } from './servers.ts'
import { logIn } from './session.ts'

const lighthouseRuns = Number(process.env.BENCH_LH_RUNS || 3)
const port = Number(process.env.BENCH_WEB_PORT || 4854)
/** The routes Lighthouse measures, with their targets ("The app opens at once on a phone"). */
const lighthouseTargets: Readonly<Record<string, { performance: number; lcpMs: number }>> = {
  '/login/start': { performance: 97, lcpMs: 1800 },
  '/home/index': { performance: 95, lcpMs: 2500 },
  '/market/stockDetail': { performance: 95, lcpMs: 2500 },
}
/** The targets of every route Lighthouse measures. */
const everyRouteTargets = { accessibility: 100, bestPractices: 100, tbtMs: 150 }
/**
 * The routes measured again without the start screen the build writes into the page: its
 * logo is then every route's largest paint, so their LCP is the splash's; without it, LCP is
 * when the screen's own largest element paints.
 */
const contentRoutes = ['/home/index', '/market/stockDetail']

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

/** Lighthouse on `route`, `lighthouseRuns` times (each in a world of its own), medians. */
async function lighthouseMedians(
  server: ServerProcess,
  route: string,
  label: string,
): Promise<{ median: LighthouseFigures; findings: Set<string> }> {
  const runs: LighthouseFigures[] = []
  for (let run = 1; run <= lighthouseRuns; run++) {
    const world = `lighthouse${label}-${route.replaceAll('/', '-')}-${run}`
    const session = isPublicRoute(route) ? undefined : await logIn(server.url, world)
    runs.push(await runLighthouse(server.url, route, session, world))
    process.stdout.write(
      `  ${route}${label} run ${run}: performance ${runs.at(-1)!.performance}, LCP ${fixed(runs.at(-1)!.lcpMs)} ms\n`,
    )
  }
  const pick = (read: (entry: LighthouseFigures) => number) => median(runs.map(read))
  return {
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
  }
}

/** A copy of the build whose index.html has no start screen (#splash), with its compressed copies. */
async function buildWithoutSplash(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-web-no-splash-'))
  await cp(resolve(root, 'web/dist'), dir, { recursive: true })
  const html = (await readFile(join(dir, 'index.html'), 'utf8')).replace(
    /<div id="splash">[\s\S]*?<\/div>\s*(?=<div id="root">)/,
    '',
  )
  if (html.includes('id="splash"')) throw new Error('bench:web: could not take the start screen out of index.html')
  await writeFile(join(dir, 'index.html'), html)
  await writeFile(join(dir, 'index.html.gz'), await promisify(gzip)(html))
  await writeFile(join(dir, 'index.html.br'), await promisify(brotliCompress)(html))
  return dir
}

const page = new FiguresPage({
  title: 'The app: benchmark figures',
  script: 'bench:web',
  source: 'scripts/bench/web.ts',
  command: commandLine('bench:web', process.argv.slice(2), settingsFrom(process.env, benchSettings.web)),
  about:
    'The production build served by the mock server; every route of the route tree opened in ' +
    'Chromium with an empty cache (logged in where the route needs it) ' +
    'until the network is idle, its scripts and stylesheets summed raw and gzip (level 9); a ' +
    "route's own JS is what it loads beyond the shared entry. " +
    `Then Lighthouse in its default mobile mode, ${lighthouseRuns} runs a route, medians. ` +
    `Lighthouse's simulated timings grow with the machine's load. ` +
    'See [performance](../performance.md) for the method.',
})
console.log(
  `load average: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores (the machine is ` +
    `shared: Lighthouse's simulated timings grow with it)`,
)
const font = ensureChineseFont()
page.note(
  font === undefined
    ? 'Chinese text: no Chinese font on this machine, so Chromium drew every character as an ' +
        'empty box, after looking for a font that has it: layout at load is slower than on a ' +
        'phone, and the blocking time with it.'
    : `Chinese text drawn with ${font}, as on a phone.`,
)
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
  for (const route of Object.keys(lighthouseTargets)) {
    if (existing.has(route)) figures.push({ route, ...(await lighthouseMedians(server, route, '')) })
    else page.note(`${route}: not built yet, skipped`)
  }
  const lighthouseColumns = [
    'Route',
    'Performance',
    'Accessibility',
    'Best practices',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'Total kB',
  ]
  const lighthouseRow = ({ route, median: m }: { route: string; median: LighthouseFigures }) => [
    route,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    fixed(m.fcpMs),
    fixed(m.lcpMs),
    fixed(m.tbtMs),
    fixed(m.cls, 3),
    fixed(kb(m.totalBytes), 1),
  ]
  page.table(lighthouseColumns, figures.map(lighthouseRow))
  for (const { route, findings } of figures)
    for (const finding of findings) page.note(`${route}, below 90 in at least one run: ${finding}`)
  for (const { route, median: m } of figures) {
    const goal = lighthouseTargets[route]!
    targets.push(
      {
        name: `${route} performance`,
        measured: String(m.performance),
        goal: `>= ${goal.performance}`,
        pass: m.performance >= goal.performance,
      },
      {
        name: `${route} accessibility`,
        measured: String(m.accessibility),
        goal: `>= ${everyRouteTargets.accessibility}`,
        pass: m.accessibility >= everyRouteTargets.accessibility,
      },
      {
        name: `${route} best practices`,
        measured: String(m.bestPractices),
        goal: `>= ${everyRouteTargets.bestPractices}`,
        pass: m.bestPractices >= everyRouteTargets.bestPractices,
      },
      {
        name: `${route} LCP`,
        measured: `${fixed(m.lcpMs)} ms`,
        goal: `< ${goal.lcpMs} ms`,
        pass: m.lcpMs < goal.lcpMs,
      },
      {
        name: `${route} TBT`,
        measured: `${fixed(m.tbtMs)} ms`,
        goal: `< ${everyRouteTargets.tbtMs} ms`,
        pass: m.tbtMs < everyRouteTargets.tbtMs,
      },
    )
  }

  page.heading(
    `The screens' own content: Lighthouse without the start screen in the page (median of ${lighthouseRuns} runs)`,
  )
  page.note(
    'The build writes the start screen into index.html, over the app until its first screen ' +
      'shows; its logo is then the largest paint of every route, so the LCP above ' +
      "is the start screen's on every route. Here the same routes are served without it: LCP is " +
      "when the screen's own largest element paints.",
  )
  const withoutSplash = await buildWithoutSplash()
  const contentServer = await serveBuiltApp(0, withoutSplash)
  try {
    const content: { route: string; median: LighthouseFigures }[] = []
    for (const route of contentRoutes.filter((each) => existing.has(each)))
      content.push({ route, ...(await lighthouseMedians(contentServer, route, '-content')) })
    page.table(lighthouseColumns, content.map(lighthouseRow))
  } finally {
    await contentServer.stop()
    await rm(withoutSplash, { recursive: true, force: true })
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
