// MOCK_DATA_FILE: the server's worlds kept on disk, so they survive a restart. Every
// change is saved shortly after it happens (changes close together are saved once), each
// save replaces the file atomically (a temporary file, fsync, rename: a crash leaves the old
// file or the new one, never half of one), and each world is read inside its exclusive
// section, so a save never catches a call half done.
import { readFile } from 'node:fs/promises'
import writeFileAtomic from 'write-file-atomic'
import { z } from 'zod'
import { restoreWorld, snapshotWorld, worldSnapshotSchema } from '../backend/engine/world-snapshot.ts'
import type { WorldRegistry } from '../backend/engine/worlds.ts'

const dataFileSchema = z.object({
  format: z.literal('tw-stock-mock-data'),
  savedAt: z.string(),
  worlds: z.array(worldSnapshotSchema),
})

export class DataFileError extends Error {}

/** Loads the worlds saved in `path` into the registry; 0 when the file does not exist yet. */
export async function loadDataFile(path: string, worlds: WorldRegistry, realNow: () => number): Promise<number> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0
    throw new DataFileError(`cannot read ${path}: ${(error as Error).message}`)
  }
  let parsed: z.infer<typeof dataFileSchema>
  try {
    parsed = dataFileSchema.parse(JSON.parse(text))
  } catch (error) {
    throw new DataFileError(`${path} is not a data file of this mock server (${error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message})`)
  }
  for (const snapshot of parsed.worlds) worlds.adopt(await restoreWorld(snapshot, realNow))
  return parsed.worlds.length
}

export interface Persistence {
  /** Saves now if anything changed since the last save, and waits for it. */
  flush(): Promise<void>
  /** Stops listening for changes (after a last flush). */
  stop(): Promise<void>
  /** How many saves were written (for tests and logs). */
  readonly saves: number
}

export function persistWorlds(path: string, worlds: WorldRegistry, options: { delayMs?: number; onError?: (error: unknown) => void } = {}): Persistence {
  const delayMs = options.delayMs ?? 100
  let dirty = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let saving: Promise<void> = Promise.resolve()
  let saves = 0

  async function save(): Promise<void> {
    dirty = false
    const all = await worlds.all()
    // Each world is serialised inside its shared section (between its changes, never during
    // one): serialising later, once other worlds' sections have been awaited, could mix
    // records written since with the id counters of the snapshot's moment.
    const worldsJson = await Promise.all(all.map((world) => world.shared(async () => JSON.stringify(snapshotWorld(world)))))
    const content = `{"format":"tw-stock-mock-data","savedAt":${JSON.stringify(new Date().toISOString())},"worlds":[${worldsJson.join(',')}]}`
    await writeFileAtomic(path, content, { fsync: true })
    saves += 1
  }

  function queueSave(): Promise<void> {
    saving = saving.then(save).catch((error: unknown) => (options.onError ?? console.error)(error))
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
