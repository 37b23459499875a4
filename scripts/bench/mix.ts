// The request mix of `npm run bench:mock`, picked from the bundled contract so that it grows
// as areas add calls: every operation with a JSON request example falls into a category by
// its upstream path, and categories carry the weights of a broker app's traffic (quotes and
// lists polled most, orders and logins less). The contract's own examples are the bodies.
import { demoAccounts } from '../../mock-server/src/backend/core/seed-data.ts'
import { type ContractOperation, listOperations } from '../../openapi/contract/operations.ts'

export const categories = ['site', 'quote', 'list', 'account', 'login', 'order'] as const
export type Category = (typeof categories)[number]

/** Share of the traffic per category, in per cent, before the categories the contract lacks are dropped. */
export const categoryWeights: Record<Category, number> = {
  site: 10,
  quote: 30,
  list: 25,
  account: 15,
  login: 2,
  order: 18,
}

/** The calls that only read: the 60 %-of-baseline target applies to these. */
export const readCategories: readonly Category[] = ['site', 'quote', 'list', 'account']

export interface MixOperation {
  path: string
  category: Category
  /** Sends the session's token and account headers. */
  secured: boolean
  body: string
}

export interface SkippedOperation {
  path: string
  reason: string
}

const quotePaths = /^\/trade\/(stockdetails|kline)$|quote|fenshi|depth|tick/i
const listPaths = /^\/parameter\/|list|search|top|zhishu/i
/**
 * Placing an order is the one state change in the mix: the others would run out (a card deleted
 * twice) or end the session.
 */
const orderPaths = /^\/trade\/buy_stock$/

export function categorize(operation: ContractOperation): Category | SkippedOperation {
  const { path } = operation
  if (operation.method !== 'post') return { path, reason: `${operation.method.toUpperCase()} is not an app call` }
  if (operation.fileFields !== undefined) return { path, reason: 'multipart upload' }
  if (operation.example === undefined) return { path, reason: 'no JSON request example' }
  if (path === '/user/login') return 'login'
  if (operation.mutates)
    return orderPaths.test(path) ? 'order' : { path, reason: 'changes state (only order placement is in the mix)' }
  if (path === '/user/logout') return { path, reason: 'ends the session' }
  if (quotePaths.test(path)) return 'quote'
  if (listPaths.test(path)) return 'list'
  return operation.secured ? 'account' : 'site'
}

export interface Mix {
  operations: MixOperation[]
  skipped: SkippedOperation[]
}

export function pickOperations(operations: readonly ContractOperation[] = listOperations()): Mix {
  const mix: Mix = { operations: [], skipped: [] }
  for (const operation of operations) {
    const category = categorize(operation)
    if (typeof category === 'object') mix.skipped.push(category)
    else
      mix.operations.push({
        path: operation.path,
        category,
        secured: operation.secured,
        body: JSON.stringify(operation.example?.value),
      })
  }
  return mix
}

/**
 * A sequence of calls in which each category appears by its weight (spread evenly, not in
 * runs) and each category cycles through its operations. Only the given categories. Its
 * length is a multiple of 100, long enough for every operation to appear at least once.
 */
export function sequence(operations: readonly MixOperation[], only: readonly Category[] = categories): MixOperation[] {
  const present = categories.filter(
    (category) => only.includes(category) && operations.some((operation) => operation.category === category),
  )
  if (present.length === 0) return []
  const total = present.reduce((sum, category) => sum + categoryWeights[category], 0)
  // A category's turns in a sequence of `length` are at least floor(length * weight / total).
  const turnsNeeded = (category: Category) => operations.filter((operation) => operation.category === category).length
  let length = 100
  while (present.some((category) => Math.floor((length * categoryWeights[category]) / total) < turnsNeeded(category)))
    length += 100
  const credit = new Map(present.map((category) => [category, 0]))
  const turn = new Map(present.map((category) => [category, 0]))
  const result: MixOperation[] = []
  // Smooth weighted round robin: the category furthest behind its share goes next.
  for (let index = 0; index < length; index++) {
    for (const category of present) credit.set(category, (credit.get(category) ?? 0) + categoryWeights[category])
    const next = present.reduce((best, category) =>
      (credit.get(category) ?? 0) > (credit.get(best) ?? 0) ? category : best,
    )
    credit.set(next, (credit.get(next) ?? 0) - total)
    const members = operations.filter((operation) => operation.category === next)
    const position = turn.get(next) ?? 0
    turn.set(next, position + 1)
    result.push(members[position % members.length]!)
  }
  return result
}

/** The share of each category in a sequence, in per cent. */
export function shares(calls: readonly MixOperation[]): Partial<Record<Category, number>> {
  const counts: Partial<Record<Category, number>> = {}
  for (const call of calls) counts[call.category] = (counts[call.category] ?? 0) + 1
  return Object.fromEntries(
    Object.entries(counts).map(([category, count]) => [category, Math.round((count / calls.length) * 1000) / 10]),
  )
}

/**
 * The mix with its logins made as another demo account than the login example's: the other
 * calls use a session of the example's account, which keeps only its 10 latest sessions, so
 * logging in as it again and again would end the session they use.
 */
export function withLoginsOfAnotherAccount(operations: readonly MixOperation[]): MixOperation[] {
  const login = operations.find((operation) => operation.category === 'login')
  const account = login === undefined ? undefined : (JSON.parse(login.body) as { account?: string }).account
  const other = demoAccounts.find((demo) => demo.account !== account && Object.keys(demo.restrictions).length === 0)
  return operations.map((operation) =>
    operation.category === 'login' && other !== undefined
      ? { ...operation, body: JSON.stringify({ ...(JSON.parse(operation.body) as object), account: other.account }) }
      : operation,
  )
}
