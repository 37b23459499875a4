// The browser mock mode's worlds survive a reload: they are saved in the browser after every
// change (backend/engine/persistence.ts) and restored when the page starts. The store is
// given (IndexedDB in the page, a map in tests); a saved world this version cannot read is
// dropped, so the mode always starts.
import { type Backend, type BackendOptions, createBackend } from '../backend/engine/backend.ts'
import { type Persistence, persistWorlds } from '../backend/engine/persistence.ts'
import { restoreWorld, worldSnapshotSchema } from '../backend/engine/world-snapshot.ts'

export interface WorldStore {
  /** The worlds saved last, each the JSON text of its snapshot; undefined when none were. */
  load(): Promise<string[] | undefined>
  save(worldsJson: string[]): Promise<void>
}

export async function backendWithSavedWorlds(
  options: BackendOptions,
  store: WorldStore,
  saveDelayMs = 200,
): Promise<{ backend: Backend; persistence: Persistence; restored: number }> {
  const backend = createBackend(options)
  let restored = 0
  for (const text of (await store.load().catch(() => undefined)) ?? []) {
    try {
      backend.worlds.adopt(await restoreWorld(worldSnapshotSchema.parse(JSON.parse(text)), options.realNow))
      restored += 1
    } catch (error) {
      console.warn('[mock] a saved world could not be restored and was dropped:', error)
    }
  }
  const persistence = persistWorlds(backend.worlds, (worldsJson) => store.save(worldsJson), { delayMs: saveDelayMs })
  return { backend, persistence, restored }
}
