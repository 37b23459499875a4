// The bundle budget: sizes only, gzip (level 9), in kB of 1000 bytes. `npm run bench:web`
// prints the targets; `npm test` (scripts/budget.ts) enforces the ceilings.
import { fixed, type Target } from './report.ts'
import type { Bytes, RouteLoad } from './route-bytes.ts'

export interface Budget {
  /** index.html's script and the modules it preloads. */
  entryJsKb: number
  /** Every script the first screen loads. */
  startJsKb: number
  /** What any route loads beyond the shared entry. */
  routeOwnJsKb: number
  /** Ceilings above routeOwnJsKb for named routes, each with its reason in a comment. */
  routeExceptionsKb?: Readonly<Record<string, number>>
}

export const startRoute = '/login/start'

/** The targets (issue 9's, the entry's raised to 130 kB by "The app opens at once on a phone"). */
export const issueTargets: Budget = { entryJsKb: 130, startJsKb: 140, routeOwnJsKb: 60 }

/**
 * What `npm test` enforces. The route target is the target's own; the first screen's all JS is
 * held at today's size plus a little, below its target (140), so that what the entry gave up
 * does not come back unnoticed. The entry does not reach its target with this stack: React with react-dom, TanStack Router and
 * Query, i18next with react-i18next and openapi-fetch weigh nearly all of it before a line of
 * the app (docs/performance.md); the entry adds the route tree with the lists of each screen's
 * files to preload, the i18n set-up with zh-TW's start-up texts, the request layer and the
 * frame (docs/decisions/0032-a-lighter-entry.md and 0034-what-the-first-screen-needs.md say
 * what was taken out and what is left). Its ceiling is today's size plus a little: growth fails
 * the build, and every saving should lower it. Each new screen adds a little to the entry and
 * the first screen (its route and its list of files to preload).
 */
export const enforcedBudget: Budget = {
  entryJsKb: 132,
  startJsKb: 135,
  routeOwnJsKb: 60,
}

export const kb = (bytes: number) => bytes / 1000

export function budgetTargets(entry: Bytes, routes: readonly RouteLoad[], budget: Budget): Target[] {
  const start = routes.find((route) => route.route === startRoute)
  const check = (name: string, bytes: number | undefined, limitKb: number): Target => ({
    name,
    measured: bytes === undefined ? 'route missing' : `${fixed(kb(bytes), 1)} kB`,
    goal: `< ${limitKb} kB`,
    pass: bytes !== undefined && kb(bytes) < limitKb,
  })
  return [
    check('shared entry JS (gzip)', entry.gzip, budget.entryJsKb),
    check(`all JS of ${startRoute} (gzip)`, start?.js.gzip, budget.startJsKb),
    ...routes.map((route) => check(`own JS of ${route.route} (gzip)`, route.ownJs.gzip, budget.routeExceptionsKb?.[route.route] ?? budget.routeOwnJsKb)),
  ]
}
