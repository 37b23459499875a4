// The two market indices' upstream symbols, in a module of their own: the app imports them
// into route definitions (the entry bundle), which must not pull in the instrument table.
export const indexSymbols = { taiex: 'IX0001', otc: 'IX0043' } as const
