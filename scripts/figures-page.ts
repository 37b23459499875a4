// Pages of measured figures, each written by the script that measured them (`npm run
// bench:mock`, `bench:web`, `fuzz`, `test:crash`, `soak`, `check:history`), so that no figure in docs/ is
// typed by hand. A page says which command wrote it, when, and on what machine (cores, load
// average, Node), then holds the tables the script printed. The same calls print to the
// console, aligned for a terminal.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, relative, resolve } from 'node:path'

export const repositoryRoot = resolve(import.meta.dirname, '..')

/** The page each command writes, from the repository root. A page appears with its command's first run. */
export const generatedPages = {
  'bench:mock': 'docs/performance/mock.md',
  'bench:profile': 'docs/performance/mock-profile.md',
  'bench:web': 'docs/performance/web.md',
  fuzz: 'docs/reliability/fuzz.md',
  'test:crash': 'docs/reliability/crash.md',
  soak: 'docs/reliability/soak.md',
  'check:history': 'docs/reliability/history.md',
} as const

export interface Machine {
  /** ISO 8601, UTC. */
  date: string
  cores: number
  /** `os.loadavg()`: over 1, 5 and 15 minutes. */
  loadAverage: readonly number[]
  node: string
}

export function readMachine(now: Date = new Date()): Machine {
  return { date: now.toISOString(), cores: availableParallelism(), loadAverage: loadavg(), node: process.version }
}

/**
 * The command that reproduces a run: the settings it read from the environment (only those
 * set), `npm run <script>`, then its arguments.
 */
export function commandLine(
  script: string,
  args: readonly string[] = [],
  env: Readonly<Record<string, string | undefined>> = {},
): string {
  const settings = Object.entries(env)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}=${/^[\w.,:/@%+-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`}`)
  return [...settings, 'npm run', script, ...(args.length > 0 ? ['--', ...args] : [])].join(' ')
}

/** Picks the named settings out of the environment, for `commandLine`. */
export function settingsFrom(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, env[name]]))
}

const isFigure = (cell: string) => /^[-\d.,]+( ?[a-zA-Z%×]+)?$|^—$/.test(cell)
const numericColumns = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  header.map((_, column) => column > 0 && rows.length > 0 && rows.every((row) => isFigure(row[column] ?? '')))

/** An aligned table for the terminal: text left, figures right. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const numeric = numericColumns(header, rows)
  const line = (cells: readonly string[]) =>
    header
      .map((_, column) =>
        numeric[column]
          ? (cells[column] ?? '').padStart(widths[column] ?? 0)
          : (cells[column] ?? '').padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

/** A heading for the terminal, underlined. */
export function textHeading(text: string): string {
  return `\n${text}\n${'='.repeat(text.length)}`
}

const cell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replaceAll('\n', ' ')

/** A Markdown table: text left, figures right. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const numeric = numericColumns(header, rows)
  const line = (cells: readonly string[]) => `| ${header.map((_, column) => cell(cells[column] ?? '')).join(' | ')} |`
  return [line(header), `|${numeric.map((right) => (right ? '---:' : '---')).join('|')}|`, ...rows.map(line)].join('\n')
}

const loads = (machine: Machine) => machine.loadAverage.map((value) => value.toFixed(2)).join(', ')

export interface FiguresPageOptions {
  title: string
  /** The npm script that writes the page, as in `npm run <script>`. */
  script: string
  /** The file that runs it, from the repository root. */
  source: string
  /** The exact command of this run (see `commandLine`). */
  command: string
  /** What the page measures and how, one paragraph. */
  about: string
  /** The machine at the start of the run; read now when absent. */
  machine?: Machine
  /** Prints to the terminal; `console.log` when absent. */
  print?: (text: string) => void
}

/** A page of figures: every heading, table and note goes to the terminal and to the page. */
export class FiguresPage {
  private readonly options: FiguresPageOptions
  private readonly blocks: string[] = []
  private readonly start: Machine
  private readonly print: (text: string) => void

  constructor(options: FiguresPageOptions) {
    this.options = options
    this.start = options.machine ?? readMachine()
    this.print = options.print ?? ((text) => console.log(text))
  }

  heading(text: string): void {
    this.print(textHeading(text))
    this.blocks.push(`## ${text}`)
  }

  table(header: readonly string[], rows: readonly (readonly string[])[]): void {
    this.print(textTable(header, rows))
    this.blocks.push(markdownTable(header, rows))
  }

  /** A line of its own (a note, a result). */
  note(text: string): void {
    this.print(`  ${text}`)
    this.blocks.push(text)
  }

  /** The page's text; `end` is the machine when the run finished. */
  render(end: Machine = readMachine()): string {
    const { title, script, source, command, about } = this.options
    const run = markdownTable(
      ['Run', ''],
      [
        ['Date', this.start.date],
        ['Command', `\`${command}\``],
        ['Cores', String(this.start.cores)],
        ['Load average (1, 5, 15 min)', `${loads(this.start)} at the start; ${loads(end)} at the end`],
        ['Node', this.start.node],
      ],
    )
    return (
      [
        `_Generated by \`npm run ${script}\` (${source}); do not edit by hand: run the command ` +
          `again to replace this page._`,
        `# ${title}`,
        about,
        run,
        ...this.blocks,
      ].join('\n\n') + '\n'
    )
  }

  /** Writes the page to `path` (from the repository root) and says so; returns the full path. */
  write(path: string, end?: Machine): string {
    const full = resolve(repositoryRoot, path)
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, this.render(end))
    this.print(`\nfigures written to ${relative(repositoryRoot, full)}`)
    return full
  }
}
