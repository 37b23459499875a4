// The options of `npm run check:history`, read from the command line and checked: a bad
// value or an unknown option is refused with a message naming it (the CLI exits 2).
export interface HistoryOptions {
  /** Concurrent clients; several share each account, so that they race. */
  clients: number
  /** Calls the clients make between them (the world's set-up and the final reads come on top). */
  ops: number
  /** Seed of the world and of every client's choices. */
  seed: number
  /** Where each anomaly is written with the history around it. */
  reportDir: string
}

export const defaultOptions: HistoryOptions = {
  clients: 16,
  ops: 100_000,
  seed: 20261123,
  reportDir: 'history-report',
}

export const usage = `Usage: npm run check:history -- [--clients N] [--ops M] [--seed S] [--report-dir DIR]

  --clients N      concurrent clients, 1 to 256 (default ${defaultOptions.clients}); about four share each account
  --ops M          calls the clients make between them, 1 to 10000000 (default ${defaultOptions.ops})
  --seed S         seed of the world and of the clients' choices, 0 to 2147483647 (default ${defaultOptions.seed})
  --report-dir DIR where anomalies are written with the history around them (default ${defaultOptions.reportDir})
  --help           this text`

export class OptionError extends Error {}

const integerOption = (name: string, min: number, max: number) => (text: string) => {
  if (!/^-?\d+$/.test(text)) throw new OptionError(`--${name} must be an integer from ${min} to ${max}, not '${text}'`)
  const value = Number(text)
  if (value < min || value > max)
    throw new OptionError(`--${name} must be an integer from ${min} to ${max}, not ${text}`)
  return value
}

const readers = {
  clients: integerOption('clients', 1, 256),
  ops: integerOption('ops', 1, 10_000_000),
  seed: integerOption('seed', 0, 2 ** 31 - 1),
  'report-dir': (text: string) => {
    if (text.trim() === '') throw new OptionError('--report-dir must name a folder')
    return text
  },
} as const

/** The options of `args` (what follows `--`), or `'help'`; throws OptionError on bad input. */
export function parseOptions(args: readonly string[]): HistoryOptions | 'help' {
  const options = { ...defaultOptions }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--help' || arg === '-h') return 'help'
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    const name = flag!.replace(/^--/, '')
    if (!flag!.startsWith('--') || !(name in readers)) throw new OptionError(`unknown option '${arg}'`)
    const text = inline ?? args[++index]
    if (text === undefined) throw new OptionError(`--${name} needs a value`)
    const value = readers[name as keyof typeof readers](text)
    if (name === 'report-dir') options.reportDir = value as string
    else options[name as 'clients' | 'ops' | 'seed'] = value as number
  }
  return options
}
