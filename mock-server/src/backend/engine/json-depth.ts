// How deeply a JSON text nests, found in one pass without parsing it. Bodies nested deeper
// than any contract schema are refused before anything walks them recursively (a walk over
// 50,000 levels overflows the stack).
export const maxJsonDepth = 32

/** The deepest nesting of arrays and objects in `text`, stopping early past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index += 1 // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      depth += 1
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (char === 0x5d || char === 0x7d) depth -= 1
  }
  return deepest
}
