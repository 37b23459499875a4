// The bundle budget: sizes only, gzip (level 9), in kB of 1000 bytes. `npm run bench:web`
// prints the targets of issue 9; `npm test` (scripts/budget.ts) enforces the ceilings.
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

/** Issue 9's targets. */
export const issueTargets: Budget = { entryJsKb: 120, startJsKb: 140, routeOwnJsKb: 60 }

/**
 * What `npm test` enforces. The route target is the issue's. The entry and the first screen
 * cannot reach theirs with this stack (React 19 alone is 67.5 kB, with the router, Query and
 * i18next 124 kB before any code of the app: docs/performance.md), so their ceilings are
 * today's size plus a little: growth fails the build, and every saving should lower them.
 * The route tree is part of the entry: each new screen adds about 0.2 kB to both.
 */
export const enforcedBudget: Budget = {
  entryJsKb: 153,
  startJsKb: 160,
  routeOwnJsKb: 60,
  // These screens' own code is 2-3 kB; the rest is antd-mobile's shared libraries loaded on
  // first use: the form library (rc-field-form, async-validator, floating-ui: 33 kB) and the
  // gesture and animation pair behind Tabs and pull-to-refresh (react-spring, use-gesture:
  // 25 kB), and on the chart screens the chart library (klinecharts: 57 kB); the favorites
  // star on every stock row adds the submission code (about 4 kB). They miss
  // issue 9's 60 kB; the ceiling is today's size plus a little. Since the areas' refresh
  // lists (issue 13), a screen also loads the query modules of the areas its changes
  // refresh (a loan refreshes the account's balances and the fund records, a sign-in
  // reward the money's fund records): 0.6 to 1.1 kB on the loan, cash-out and account
  // centre screens, whose ceilings moved by 1 kB. Since the money rules that move (issue
  // 19), the money screens load 0.7 kB more: the money texts (terms, interest, quotes) and
  // the query modules (the credit score's history refreshed after loans and sign-ins); the
  // loan screen also loads the radio list and the rate arithmetic of its term choice and
  // interest preview (3.1 kB in all, past the 60 kB target). Those ceilings moved by 1 kB
  // (3 kB for the loan screen).
  // The trading rules (settlement,
  // partial fills, credit trading) added 1.5 kB to the order box and 1.7 kB to the
  // positions screen (their forms, figures and texts), and 0.2-0.3 kB of catalogue entries
  // and ledger-kind names to the money screens that submit (recharge; the exchange screen,
  // at the 60 kB target before, joins the exceptions): those ceilings moved by 1-2 kB.
  // Issue 19's lists (watchlist groups, copy-trading strategies, ETFs) add to the order box
  // the star's group handling (its sheet is loaded on first use) and the ETF's NAV in the
  // quote head (1.6 kB: 133.4 to 135.0), and to every screen six designed catalogue
  // messages (the error catalogue each screen loads, 0.2-0.3 kB): the order box's ceiling
  // moved by 2 kB; the loan list's, the exchange's and the deposit's, within 0.1 kB of
  // theirs, by 1 kB.
  routeExceptionsKb: {
    '/favorite/index': 68,
    '/home/index': 69,
    '/home/loan': 63,
    '/home/loanRe': 95,
    '/information/authInfo': 90,
    '/information/cashOut': 98,
    '/information/exChange': 62,
    '/information/index': 64,
    '/information/msgInfo': 63,
    '/information/recharge': 96,
    '/information/rechargeChannel': 93,
    '/information/usdtAddress': 86,
    '/market/largeMarket': 124,
    '/market/stockDetail': 136,
    '/market/stockDetailzs': 93,
    '/trade/index': 67,
  },
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
