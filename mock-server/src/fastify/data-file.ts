// MOCK_DATA_FILE: the server's worlds kept on disk, so they survive a restart. Saving
// follows every change (backend/engine/persistence.ts); each save replaces the file
// atomically (a temporary file, fsync, rename: a crash leaves the old file or the new one,
// never half of one).
import { readFile } from 'node:fs/promises'

import writeFileAtomic from 'write-file-atomic'
import { z } from 'zod'

import { type Persistence, persistWorlds as persistWorldsIn } from '../backend/engine/persistence.ts'
import { restoreWorld, worldSnapshotSchema } from '../backend/engine/world-snapshot.ts'
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
    throw new DataFileError(
      `${path} is not a data file of this mock server ` +
        `(${error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message})`,
    )
  }
  for (const snapshot of parsed.worlds) worlds.adopt(await restoreWorld(snapshot, realNow))
  return parsed.worlds.length
}

export type { Persistence }

export function persistWorlds(
  path: string,
  worlds: WorldRegistry,
  options: { delayMs?: number; onError?: (error: unknown) => void } = {},
): Persistence {
  return persistWorldsIn(
    worlds,
    async (worldsJson) => {
      const savedAt = JSON.stringify(new Date().toISOString())
      const content = `{"format":"tw-stock-mock-data","savedAt":${savedAt},"worlds":[${worldsJson.join(',')}]}`
      await writeFileAtomic(path, content, { fsync: true })
    },
    options,
  )
}
