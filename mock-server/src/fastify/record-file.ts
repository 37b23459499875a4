// MOCK_RECORD_FILE: every exchange a world records is appended to the file as one line of
// JSON (JSON Lines), in the order recorded, so a long session survives a crash up to its
// last call. `POST /__mock/replay` and `npm run contract:diff` read the file as it is.
import { appendFile } from 'node:fs/promises'

import type { RecordedExchange } from '../backend/engine/recording.ts'

export interface RecordFile {
  append(exchange: RecordedExchange): void
  /** Resolves once every exchange appended so far is written. */
  flush(): Promise<void>
}

export function recordFile(path: string, reportProblem: (problem: string) => void = console.error): RecordFile {
  // One write at a time, in order.
  let written: Promise<void> = Promise.resolve()
  return {
    append(exchange) {
      const line = `${JSON.stringify(exchange)}\n`
      written = written
        .then(() => appendFile(path, line))
        .catch((error: unknown) => reportProblem(`mock server: MOCK_RECORD_FILE ${path}: ${String(error)}`))
    },
    flush: () => written,
  }
}
