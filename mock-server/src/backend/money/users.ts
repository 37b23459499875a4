// The user a money record belongs to, read fresh from the world (a review or the clock
// decides records of any user).
import type { UserRecord } from '../core/collections.ts'
import type { World } from '../core/world.ts'

export function userById(world: World, userId: number): UserRecord {
  const user = world.db.users.findFirst((q) => q.where({ id: userId }))
  if (user === undefined) throw new Error(`money: no user ${userId}`)
  return user
}
