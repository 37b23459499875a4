// `npm run contract:diff -- <recording>`: the mock's answers to the requests of a recording
// of the upstream (MOCK_RECORD_FILE, JSON Lines), compared field by field with what the
// upstream answered. Prints the table, writes contract-report/diff.md and diff.json, and
// exits with 1 when anything differs (2 when the recording cannot be read).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'

import type { RecordedExchange } from '#mock/backend/engine/recording.ts'

import { diffMarkdown, diffRecording } from './diff.ts'
import { openTarget } from './target.ts'

async function readRecording(file: string): Promise<RecordedExchange[]> {
  const text = await readFile(file, 'utf8')
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index) => {
      const exchange = JSON.parse(line) as RecordedExchange
      if (typeof exchange?.path !== 'string' || typeof exchange.response?.httpStatus !== 'number') {
        throw new Error(`line ${index + 1} is not an exchange of a recording`)
      }
      return exchange
    })
}

const file = process.argv[2]
if (file === undefined) {
  console.error('usage: npm run contract:diff -- <recording.jsonl> (a file written with MOCK_RECORD_FILE)')
  process.exit(2)
}
let exchanges: RecordedExchange[]
try {
  exchanges = await readRecording(file)
} catch (error) {
  console.error(`contract:diff: ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}
const mock = await openTarget(undefined)
try {
  const report = await diffRecording(basename(file), exchanges, mock)
  const directory = process.env.CONTRACT_REPORT_DIR || 'contract-report'
  await mkdir(directory, { recursive: true })
  await writeFile(`${directory}/diff.md`, diffMarkdown(report))
  await writeFile(`${directory}/diff.json`, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`${diffMarkdown(report)}\nWritten to ${directory}/diff.md and ${directory}/diff.json`)
  process.exitCode = report.differing > 0 ? 1 : 0
} finally {
  await mock.close()
}
