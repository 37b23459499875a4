// Watchlist groups (自選群組), as the server checks them and the app's forms check them
// first: how many groups a user may have and what a group's name may be. Free of imports
// (the app shares it).

/** Groups a user may have, the default one included. */
export const maxGroups = 20
/** Characters a group's name may have, once the spaces around it are trimmed. */
export const maxGroupName = 10
/** The default group's id: the upstream's own watchlist. */
export const defaultGroupId = 0

/**
 * What is wrong with a typed group name (`length`: empty or too long; `control`: a control
 * character), or undefined.
 */
export function groupNameProblem(typed: string): 'length' | 'control' | undefined {
  const name = typed.trim()
  const length = [...name].length
  if (length < 1 || length > maxGroupName) return 'length'
  // Control characters (C0, DEL, C1) would break the list's layout and are never typed.
  return /\p{Cc}/u.test(name) ? 'control' : undefined
}

/** Whether two group names clash: the same once trimmed, letters compared without case. */
export function sameGroupName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en')
}
