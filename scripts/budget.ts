// The bundle budget step of `npm test`: builds the app and the mock's control panel unless
// their builds are fresh (the Playwright server then reuses them), opens every route in
// Chromium against the mock, and fails when the shared entry, /login/start or any route's own
// JS passes its ceiling (enforcedBudget in scripts/bench/budgets.ts), or when the page with its
// headers does not fit a new connection's first round trip. Sizes only.
import { measureAllRoutes, serveBuiltApp } from './bench/app-server.ts'
import { budgetTargets, enforcedBudget, issueTargets, kb, pageTarget } from './bench/budgets.ts'
import { fixed, table, targetTable } from './bench/report.ts'
import { entryBytes, entryFiles, pageBytes } from './bench/route-bytes.ts'
import { stopAll } from './bench/servers.ts'
import { buildIfStale, buildPanelIfStale } from './build-if-stale.ts'

console.log(buildIfStale() === 'fresh' ? 'web/dist is up to date: not rebuilt' : 'web/dist built')
// Not measured here: built once for the Playwright server, which serves it at /__mock/.
console.log(
  buildPanelIfStale() === 'fresh'
    ? 'mock-server/panel/dist is up to date: not rebuilt'
    : 'mock-server/panel/dist built',
)
const server = await serveBuiltApp()
try {
  const routes = await measureAllRoutes(server)
  const entry = entryBytes(entryFiles())
  console.log(
    table(
      ['Route', 'JS kB gzip', 'own JS kB gzip', 'CSS kB gzip', 'files'],
      routes.map((route) => [
        route.route,
        fixed(kb(route.js.gzip), 1),
        fixed(kb(route.ownJs.gzip), 1),
        fixed(kb(route.css.gzip), 1),
        String(route.files.length),
      ]),
    ),
  )
  const targets = [pageTarget(await pageBytes(server.url)), ...budgetTargets(entry, routes, enforcedBudget)]
  const over = targets.filter((target) => !target.pass)
  console.log(`\n${targetTable(targets)}`)
  const missed = budgetTargets(entry, routes, issueTargets).filter((target) => !target.pass)
  for (const target of missed) console.log(`  (the target is ${target.goal} for ${target.name}: ${target.measured})`)
  if (over.length > 0) {
    console.error(`\nbudget: ${over.length} over budget (npm run bench:web shows what each route loads)`)
    process.exitCode = 1
  } else {
    console.log(`\nbudget: all ${targets.length} within budget`)
  }
} finally {
  await server.stop()
  stopAll()
}
