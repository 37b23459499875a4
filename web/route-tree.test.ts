// The build plugin hands the router the generated route tree's routes as an array, without
// the ids that equal their paths, and the route files' createFileRoute without its argument.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { createFileRoute, createRootRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import { childrenAsArray, withoutFileRoutePaths, withoutIdsEqualToPaths } from './route-tree.ts'

const generated = readFileSync(resolve(import.meta.dirname, 'src/routeTree.gen.ts'), 'utf8')

describe('childrenAsArray', () => {
  it("gives the root the generated route tree's children, in order, as an array", () => {
    const children = [
      .../const rootRouteChildren: RootRouteChildren = \{([^}]*)\}/.exec(generated)![1]!.matchAll(/(\w+): (\w+),/g),
    ].map((entry) => entry[2])
    expect(children.length).toBeGreaterThan(60)
    const rewritten = childrenAsArray(generated)
    expect(rewritten).toContain(`const rootRouteChildren = [${children.join(', ')}] as unknown as RootRouteChildren`)
    expect(rewritten).not.toContain('const rootRouteChildren: RootRouteChildren = {')
    // The rest of the file is left as it is.
    expect(rewritten.replace(/const rootRouteChildren = \[[^\]]*\] as unknown as RootRouteChildren/, '')).toBe(
      generated.replace(/const rootRouteChildren: RootRouteChildren = \{[^}]*\}/, ''),
    )
  })

  it('fails the build when the route tree has another shape', () => {
    expect(() => childrenAsArray('export const routeTree = rootRouteImport')).toThrow(
      'no longer lists the root children',
    )
  })
})

describe('withoutIdsEqualToPaths', () => {
  it("drops every generated route's id, each equal to its path, and nothing else", () => {
    const routes = [...generated.matchAll(/\.update\(\{\n\s+id: '([^']*)',\n\s+path: '([^']*)',/g)]
    expect(routes.length).toBeGreaterThan(60)
    for (const [, id, path] of routes) expect(id).toBe(path)
    const rewritten = withoutIdsEqualToPaths(generated)
    expect(rewritten).not.toMatch(/\.update\(\{\n\s+id: /)
    expect(
      rewritten.match(/\.update\(\{\n\s+path: '[^']*',\n\s+getParentRoute: \(\) => rootRouteImport,/g),
    ).toHaveLength(routes.length)
  })

  it('keeps an id that differs from its path', () => {
    const layout =
      "const LayoutRoute = LayoutRouteImport.update({\n  id: '/_layout',\n  path: '/',\n  getParentRoute: () => rootRouteImport,\n} as any)\n"
    const other =
      "const ARoute = ARouteImport.update({\n  id: '/a',\n  path: '/a',\n  getParentRoute: () => rootRouteImport,\n} as any)\n"
    expect(withoutIdsEqualToPaths(layout + other)).toBe(
      `${layout}const ARoute = ARouteImport.update({\n  path: '/a',\n  getParentRoute: () => rootRouteImport,\n} as any)\n`,
    )
  })

  it('fails the build when the route tree has another shape', () => {
    expect(() => withoutIdsEqualToPaths('export const routeTree = rootRouteImport')).toThrow(
      'no longer gives its routes an id and a path',
    )
  })
})

describe('withoutFileRoutePaths', () => {
  it("drops createFileRoute's path argument, and nothing else", () => {
    const code =
      'const Route = createFileRoute("/home/index")({ loader: () => createFileRoute, component: lazyRouteComponent(() => import("./x.tsx?tsr-split=component"), "component") })'
    expect(withoutFileRoutePaths(code)).toBe(
      'const Route = createFileRoute()({ loader: () => createFileRoute, component: lazyRouteComponent(() => import("./x.tsx?tsr-split=component"), "component") })',
    )
    expect(withoutFileRoutePaths("createFileRoute('/login/start')({})")).toBe('createFileRoute()({})')
    expect(withoutFileRoutePaths('createRootRouteWithContext()({})')).toBe('createRootRouteWithContext()({})')
  })

  it('leaves routes as the router builds them: createFileRoute ignores its argument', () => {
    interface BuiltRoute {
      options: object
      isRoot: boolean
      id: string
      fullPath: string
      update(options: object): BuiltRoute
      init(index: number): void
    }
    const fileRoute = createFileRoute as unknown as (path?: string) => (options: object) => BuiltRoute
    const options = { staticData: { tabBar: true }, component: () => null }
    const withPath = fileRoute('/home/index')(options)
    const without = fileRoute()(options)
    expect(without.options).toEqual(withPath.options)
    expect(without.isRoot).toBe(withPath.isRoot)
    // The route tree gives the path, and the id follows from it.
    const root = createRootRoute() as unknown as BuiltRoute
    root.init(0)
    for (const route of [withPath, without]) {
      const updated = route.update({ path: '/home/index', getParentRoute: () => root })
      updated.init(1)
      expect([updated.id, updated.fullPath]).toEqual(['/home/index', '/home/index'])
    }
  })
})
