// The edit screen's list operations, as pure functions over the codes in their order.
export function moveToTop(symbols: readonly string[], symbol: string): string[] {
  return symbols.includes(symbol) ? [symbol, ...symbols.filter((each) => each !== symbol)] : [...symbols]
}

/** Moves `symbol` one place up (-1) or down (+1); at an end nothing moves. */
export function moveBy(symbols: readonly string[], symbol: string, step: -1 | 1): string[] {
  const from = symbols.indexOf(symbol)
  const to = from + step
  if (from < 0 || to < 0 || to >= symbols.length) return [...symbols]
  const next = [...symbols]
  next[from] = symbols[to]!
  next[to] = symbol
  return next
}

export function withoutSelected(symbols: readonly string[], selected: ReadonlySet<string>): string[] {
  return symbols.filter((each) => !selected.has(each))
}
