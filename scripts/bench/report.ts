// Printing the benchmarks' figures: aligned tables and targets with pass or fail.

export interface Target {
  name: string
  /** The measured value, as printed. */
  measured: string
  /** The target, as printed (">= 60 %"). */
  goal: string
  pass: boolean
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  // Text left, figures right.
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^[-\d.,]+( ?[a-zA-Z%×]+)?$|^—$/.test(row[column] ?? '')))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (numeric[column] && column > 0 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

export function targetTable(targets: readonly Target[]): string {
  return table(
    ['Target', 'Measured', 'Goal', 'Result'],
    targets.map((target) => [target.name, target.measured, target.goal, target.pass ? 'pass' : 'FAIL']),
  )
}

export const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export function heading(text: string): string {
  return `\n${text}\n${'='.repeat(text.length)}`
}
