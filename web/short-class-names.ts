// The class names a build gives CSS modules. Every class of every screen is in the stylesheet
// index.html inlines, and index.html must reach the phone in a new connection's first round
// trip (scripts/bench/budgets.ts): Vite's default names (`_row_1pmty_10`: the local name, a
// hash of the file and a line number) cost a round trip there, four characters do not.
import { createHash } from 'node:crypto'
import { relative } from 'node:path'

const root = import.meta.dirname

/**
 * `generateScopedName` for css.modules: `_` and four characters of a hash of the file's path and
 * the local name, the same in every build and in the prerendered start screen. Four characters
 * can collide; the build then fails and names both classes, rather than styling one with the
 * other's rules.
 */
export function shortClassNames(): (local: string, file: string) => string {
  const owners = new Map<string, string>()
  return (local, file) => {
    const owner = `${relative(root, file.split('?')[0] ?? file)}:${local}`
    const name = `_${createHash('sha256').update(owner).digest('base64url').slice(0, 4)}`
    const known = owners.get(name)
    if (known !== undefined && known !== owner)
      throw new Error(`short class names: ${known} and ${owner} are both ${name}; rename one of the classes`)
    owners.set(name, owner)
    return name
  }
}
