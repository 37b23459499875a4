// One run of the history check: starts the mock, makes the accounts, reads what they hold,
// lets the clients loose until the calls are used up, then moves the clock 45 days on (every
// order ends, every review and settlement falls due, loans and subscriptions move on), reads
// everything again, and judges the whole history.
import type { Anomaly } from './anomaly.ts'
import { Caller, type Session } from './caller.ts'
import { judge } from './checker.ts'
import type { Operation } from './history.ts'
import type { HistoryOptions } from './options.ts'
import { type BackendWrapper, startHistoryTarget } from './target.ts'
import { Budget, Client } from './workload.ts'
import { accountsFor, type HistoryAccount, login, setUpAccounts } from './world-setup.ts'

export interface HistoryRun {
  operations: readonly Operation[]
  anomalies: Anomaly[]
  accounts: readonly string[]
  /** The clients' calls (the set-up and final reads excluded). */
  clientCalls: number
  ms: number
}

const day = 24 * 60 * 60 * 1000

/** Every page of a paged list (10 a page; a shorter page is the last). */
async function allPages(caller: Caller, session: Session, path: string, body: Record<string, unknown>) {
  for (let page = 1; page < 100_000; page++) {
    const answer = await caller.api(-1, 'read', path, { ...body, page }, { session })
    if (answer.status !== 1 || (answer.data as unknown[]).length < 10) return
  }
}

/** What an account holds and has done, read list by list. */
async function readEverything(caller: Caller, account: HistoryAccount, lists: 'positions' | 'all'): Promise<void> {
  const session = await login(caller, -1, account.account, account.password)
  await caller.api(-1, 'read', '/trade/userstocklist', { type: 'tw' }, { session })
  await allPages(caller, session, '/trade/userstocklists', { type: 'tw' })
  if (lists === 'positions') return
  await caller.api(-1, 'read', '/user/getUserinfo', {}, { session })
  await caller.api(-1, 'read', '/trade/settlements', {}, { session })
  await allPages(caller, session, '/user/capitalloglist', {})
  for (const path of ['/user/chongzhilist', '/user/withdrawallist', '/user/loanlist'])
    await allPages(caller, session, path, {})
  for (const path of ['/trade/usernewstocklist', '/trade/userproductlist', '/trade/ustockslist'])
    await caller.api(-1, 'read', path, {}, { session })
}

export async function runHistory(
  options: HistoryOptions,
  wrap?: BackendWrapper,
  progress?: (calls: number, ms: number) => void,
): Promise<HistoryRun> {
  const started = performance.now()
  const target = await startHistoryTarget(options.seed, wrap)
  try {
    const caller = new Caller(target.baseUrl)
    const accounts = await setUpAccounts(caller, accountsFor(options.clients), options.seed)
    for (const account of accounts) await readEverything(caller, account, 'positions')
    const clientsFrom = caller.history.operations.length
    const budget = new Budget(options.ops, (taken) => progress?.(taken, performance.now() - started))
    await Promise.all(
      Array.from({ length: options.clients }, (_, index) =>
        new Client(caller, index, accounts[index % accounts.length]!, options.seed).run(budget),
      ),
    )
    const clientCalls = caller.history.operations.length - clientsFrom
    const finalFrom = caller.history.operations.length
    await caller.admin(-1, 'clock', 'POST', '/clock', { advanceMs: 45 * day })
    for (const account of accounts) await readEverything(caller, account, 'all')
    const operations = caller.history.operations
    const names = accounts.map((account) => account.account)
    return {
      operations,
      anomalies: judge(operations, names, { clientsFrom, finalFrom }, target.problems),
      accounts: names,
      clientCalls,
      ms: performance.now() - started,
    }
  } finally {
    await target.stop()
  }
}
