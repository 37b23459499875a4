// What the steering API sets of the money area in a world (openapi/admin.yaml: `/rates`,
// `/loan-channel`): rates pinned instead of walking, and the lending channel held open or
// closed instead of following its hours. One record per world, kept with its collections.
import type { World } from '../core/world.ts'
import type { MoneySteeringRecord } from './records.ts'

const steeringId = 1
const unsteered: MoneySteeringRecord = { id: steeringId, pinnedRates: null, loanChannel: 'hours' }

export function moneySteering(world: World): MoneySteeringRecord {
  return world.db.moneySteering.findFirst((q) => q.where({ id: steeringId })) ?? unsteered
}

export async function changeMoneySteering(
  world: World,
  change: Partial<Omit<MoneySteeringRecord, 'id'>>,
): Promise<MoneySteeringRecord> {
  const current = world.db.moneySteering.findFirst((q) => q.where({ id: steeringId }))
  if (current === undefined) return world.db.moneySteering.create({ ...unsteered, ...change })
  const updated = await world.db.moneySteering.update((q) => q.where({ id: steeringId }), {
    data(draft) {
      Object.assign(draft, change)
    },
  })
  return updated ?? current
}
