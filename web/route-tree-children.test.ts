// The build plugin hands the root its children as an array of the generated object's values.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { childrenAsArray } from './route-tree-children.ts'

const generated = readFileSync(resolve(import.meta.dirname, 'src/routeTree.gen.ts'), 'utf8')

describe('childrenAsArray', () => {
  it("gives the root the generated route tree's children, in order, as an array", () => {
    const children = [.../const rootRouteChildren: RootRouteChildren = \{([^}]*)\}/.exec(generated)![1]!.matchAll(/(\w+): (\w+),/g)].map((entry) => entry[2])
    expect(children.length).toBeGreaterThan(60)
    const rewritten = childrenAsArray(generated)
    expect(rewritten).toContain(`const rootRouteChildren = [${children.join(', ')}] as unknown as RootRouteChildren`)
    expect(rewritten).not.toContain('const rootRouteChildren: RootRouteChildren = {')
    // The rest of the file is left as it is.
    expect(rewritten.replace(/const rootRouteChildren = \[[^\]]*\] as unknown as RootRouteChildren/, '')).toBe(generated.replace(/const rootRouteChildren: RootRouteChildren = \{[^}]*\}/, ''))
  })

  it('fails the build when the route tree has another shape', () => {
    expect(() => childrenAsArray('export const routeTree = rootRouteImport')).toThrow('no longer lists the root children')
  })
})
