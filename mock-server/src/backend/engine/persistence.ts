// Keeping worlds across restarts, whatever the store (the server's data file, the browser's
// IndexedDB): every change is saved shortly after it happens (changes close together are
// saved once), and each world is serialised inside its shared section (between its changes), so a save never
// catches a call half done.
import { snapshotWorld } from './world-snapshot.ts'
import type { WorldRegistry } from './worlds.ts'

export interface Persistence {
  /** Saves now if anything changed since the last save, and waits for it. */
  flush(): Promise<void>
  /** Stops listening for changes (after a last flush). */
  stop(): Promise<void>
  /** How many saves were written (for tests and logs). */
  readonly saves: number
}

/** Writes every world, each as the JSON text of its snapshot. */
export type SaveWorlds = (worldsJson: string[]) => Promise<void>

export function persistWorlds(
  worlds: WorldRegistry,
  save: SaveWorlds,
  options: { delayMs?: number; onError?: (error: unknown) => void } = {},
): Persistence {
  const delayMs = options.delayMs ?? 100
  let dirty = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<void> = Promise.resolve()
  let saves = 0

  async function saveAll(): Promise<void> {
    dirty = false
    const all = await worlds.all()
    // Each world is serialised inside its shared section: a snapshot holds the live
    // records, so serialising it later, once other worlds' sections have been awaited, could
    // mix records written since with the id counters of the snapshot's moment.
    const worldsJson = await Promise.all(
      all.map((world) => world.shared(async () => JSON.stringify(snapshotWorld(world)))),
    )
    await save(worldsJson)
    saves += 1
  }

  function queueSave(): Promise<void> {
    saving = saving.then(saveAll).catch((error: unknown) => (options.onError ?? console.error)(error))
    return saving
  }

  const unsubscribe = worlds.onChange(() => {
    dirty = true
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      void queueSave()
    }, delayMs)
  })

  async function flush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
    }
    if (dirty) await queueSave()
    else await saving
  }

  return {
    flush,
    async stop() {
      unsubscribe()
      await flush()
    },
    get saves() {
      return saves
    },
  }
}
