// `npm run lint:width`: no line of a file Prettier formats is wider than its print width.
// Prettier wraps code but not comments, strings or test names; this check catches what it
// leaves too wide. Width is counted as Prettier counts it: a Chinese character takes two
// columns. JSON is left out, as it cannot break a string (a translation, a package script).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { getFileInfo } from 'prettier'
import stringWidth from 'string-width'

const root = resolve(import.meta.dirname, '..')

/** Prettier's print width (.prettierrc.json), the one limit for code and this check. */
export const printWidth = (
  JSON.parse(readFileSync(resolve(root, '.prettierrc.json'), 'utf8')) as { printWidth: number }
).printWidth

export interface WideLine {
  file: string
  line: number
  width: number
}

/** The lines of `text` wider than `limit` columns. */
export function wideLines(file: string, text: string, limit = printWidth): WideLine[] {
  return text.split('\n').flatMap((line, index) => {
    const width = stringWidth(line)
    return width > limit ? [{ file, line: index + 1, width }] : []
  })
}

/** The files this check reads: those Prettier formats, but JSON. */
export async function checkedFiles(): Promise<string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.endsWith('.json'))
  const infos = await Promise.all(
    files.map((file) => getFileInfo(resolve(root, file), { ignorePath: resolve(root, '.prettierignore') })),
  )
  return files.filter((_, index) => !infos[index]!.ignored && infos[index]!.inferredParser !== null)
}

if (import.meta.main) {
  const wide = (await checkedFiles()).flatMap((file) => wideLines(file, readFileSync(resolve(root, file), 'utf8')))
  for (const line of wide) console.error(`${line.file}:${line.line}: ${line.width} columns (at most ${printWidth})`)
  if (wide.length > 0) {
    console.error(`line-width: ${wide.length} lines wider than ${printWidth} columns`)
    process.exitCode = 1
  }
}
