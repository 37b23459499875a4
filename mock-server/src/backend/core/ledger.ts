// The one way balances change. A posting moves one or more balances of one user at once:
// it checks that none goes negative, then updates the user's balances and writes one
// ledger entry per balance moved, all sharing the posting's `ref`. Nothing else writes
// `balances`, so each balance always equals the sum of its entries.
import { raise } from './catalogue.ts'
import type { LedgerEntryRecord, UserRecord } from './collections.ts'
import { type BalanceName, balanceNames, type LedgerKind } from './ledger-kinds.ts'
import type { Minor } from './minor-units.ts'
import type { World } from './world.ts'

export interface Movement {
  balance: BalanceName
  /** Signed, in minor units. Movements of 0 are skipped. */
  amount: Minor
  kind: LedgerKind
}

export interface Posting {
  user: UserRecord
  movements: readonly Movement[]
  /** What caused it, `<record kind>:<id>`, e.g. `order:12`. */
  ref: string
  at: number
  /** Raised when a balance would go negative; `balance_insufficient` unless given. */
  onInsufficient?: (balance: BalanceName, shortBy: Minor) => never
}

/** The balances after the movements, or the first balance that would go negative. */
export function balancesAfter(
  balances: UserRecord['balances'],
  movements: readonly Movement[],
): { ok: true; balances: UserRecord['balances'] } | { ok: false; balance: BalanceName; shortBy: Minor } {
  const next = { ...balances }
  for (const { balance, amount } of movements) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not an amount in minor units: ${amount}`)
    next[balance] += amount
  }
  for (const name of balanceNames) {
    if (next[name] < 0) return { ok: false, balance: name, shortBy: -next[name] }
  }
  return { ok: true, balances: next }
}

/** Whether the user can afford the movements right now. */
export function canPost(user: UserRecord, movements: readonly Movement[]): boolean {
  return balancesAfter(user.balances, movements).ok
}

/**
 * Applies a posting and returns the updated user. Raises (before changing anything) when a
 * balance would go negative. Run it inside the world's exclusive section (every handler is).
 */
export async function post(world: World, posting: Posting): Promise<UserRecord> {
  const { user, ref, at } = posting
  const movements = posting.movements.filter((movement) => movement.amount !== 0)
  const unknown = movements.find((movement) => !(movement.kind in world.ledgerKinds))
  if (unknown !== undefined) throw new Error(`ledger: no area declares the kind '${unknown.kind}'`)
  // Read the stored record: the caller's copy may be older than an earlier posting of this call.
  const current = world.db.users.findFirst((q) => q.where({ id: user.id }))
  if (current === undefined) throw new Error(`ledger: no user ${user.id}`)
  const result = balancesAfter(current.balances, movements)
  if (!result.ok) {
    if (posting.onInsufficient) posting.onInsufficient(result.balance, result.shortBy)
    raise('balance_insufficient')
  }
  const updated = await world.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.balances = result.balances
    },
  })
  if (updated === undefined) throw new Error(`ledger: user ${user.id} vanished`)
  const running = { ...current.balances }
  for (const { balance, amount, kind } of movements) {
    running[balance] += amount
    await world.db.ledger.create({
      id: world.ids.next('ledger'),
      userId: user.id,
      balance,
      amount,
      balanceAfter: running[balance],
      kind,
      ref,
      at,
    })
  }
  return updated
}

/** The entries of one user, newest first. */
export function entriesOf(world: World, userId: number): LedgerEntryRecord[] {
  return world.db.ledger.findMany((q) => q.where({ userId })).sort((a, b) => b.id - a.id)
}

/**
 * Every way the ledger and the balances disagree, for tests (empty when they agree): a
 * balance that is not the sum of its entries, a negative balance, an entry whose
 * balanceAfter does not follow from the one before, an entry of 0.
 */
export function ledgerProblems(world: World): string[] {
  const problems: string[] = []
  for (const user of world.db.users.all()) {
    const entries = world.db.ledger.findMany((q) => q.where({ userId: user.id })).sort((a, b) => a.id - b.id)
    for (const name of balanceNames) {
      let sum = 0
      for (const entry of entries.filter((e) => e.balance === name)) {
        if (entry.amount === 0) problems.push(`${user.account} ${name}: entry ${entry.id} moves 0`)
        sum += entry.amount
        if (entry.balanceAfter !== sum)
          problems.push(
            `${user.account} ${name}: entry ${entry.id} says ${entry.balanceAfter}, the running sum is ${sum}`,
          )
      }
      if (sum !== user.balances[name])
        problems.push(`${user.account} ${name}: balance ${user.balances[name]}, entries sum to ${sum}`)
      if (user.balances[name] < 0) problems.push(`${user.account} ${name}: negative balance ${user.balances[name]}`)
    }
  }
  return problems
}

/**
 * Puts a seeded past on one timeline: the areas seed their histories one after another, each
 * in its own order, so their entries would read out of time order. The same entries then get
 * the ledger's ids and running balances in the order of their instants, as one timeline would
 * have written them (entries of one instant keep their order; every balance ends the same).
 * For seeding only: a live world's ledger is written in time order as it happens.
 */
export async function putSeededLedgerInTimeOrder(world: World): Promise<void> {
  const entries = world.db.ledger.all().slice()
  const ids = entries.map((entry) => entry.id).sort((a, b) => a - b)
  const running = new Map<string, Minor>()
  world.db.ledger.clear()
  for (const [index, entry] of entries.sort((a, b) => a.at - b.at || a.id - b.id).entries()) {
    const key = `${entry.userId}|${entry.balance}`
    const balanceAfter = (running.get(key) ?? 0) + entry.amount
    if (balanceAfter < 0)
      throw new Error(`seed: in time order, user ${entry.userId}'s ${entry.balance} goes negative at entry ${entry.id}`)
    running.set(key, balanceAfter)
    await world.db.ledger.create({ ...entry, id: ids[index]!, balanceAfter })
  }
}
