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
 * What `npm test` enforces: the issue's targets for the entry and every route's own JS; the
 * first screen's all JS held at today's size plus a little, below its target (140), so that
 * what the entry gave up does not come back unnoticed. The entry is within its target with
 * little to spare: React with react-dom, TanStack Router and Query, i18next with react-i18next
 * and openapi-fetch weigh nearly all of it before a line of the app (docs/performance.md); the
 * rest is what every first screen needs (the route tree with each screen's files to preload,
 * the i18n set-up with the start-up texts, the request layer, the frame: decisions 0032 and
 * 0034). Each new screen adds a little to the entry and the first screen (its route and its
 * list of files to preload); code that only screens use belongs in their chunks.
 */
export const enforcedBudget: Budget = {
  entryJsKb: issueTargets.entryJsKb,
  startJsKb: 135,
  routeOwnJsKb: 60,
}

export const kb = (bytes: number) => bytes / 1000

/**
 * What a new connection's first round trip carries: 10 segments of 1,460 bytes (the initial
 * congestion window of RFC 6928, which Lighthouse's simulated phone assumes too). A page whose
 * headers and compressed body fit arrives a round trip (about 150 ms on a phone's network)
 * sooner than one a few bytes larger, and every file of the first screen with it.
 */
export const firstRoundTripBytes = 10 * 1460

/** index.html as the server sends it (status line, headers and brotli body), within the first round trip. */
export function pageTarget(bytes: number): Target {
  return {
    name: 'index.html with its headers (brotli)',
    measured: `${bytes.toLocaleString('en-US')} bytes`,
    goal: `<= ${firstRoundTripBytes.toLocaleString('en-US')} bytes`,
    pass: bytes <= firstRoundTripBytes,
  }
}

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
    ...routes.map((route) =>
      check(
        `own JS of ${route.route} (gzip)`,
        route.ownJs.gzip,
        budget.routeExceptionsKb?.[route.route] ?? budget.routeOwnJsKb,
      ),
    ),
  ]
}
