// A build plugin: the generated route tree (src/routeTree.gen.ts) hands the root its children
// as an object keyed by names made from the routes' paths (`InformationRechargeChannelRoute:
// InformationRechargeChannelRoute`), of which the router keeps only the values
// (`_addFileChildren` takes an object's values, or an array as it is). The names cost the
// entry about 0.4 kB gzip, since the minifier must keep an object's keys; the build hands the
// root the same routes, in the same order, as an array. The generated file stays as TanStack
// writes it. Should its shape change, the build fails here (web/route-tree-children.test.ts
// checks the generator's current output).
import type { Plugin } from 'vite'

const childrenObject = /const rootRouteChildren: RootRouteChildren = \{\n((?:\s+\w+: \w+,\n)+)\}/

/** The route tree's source with the root's children as an array of the same values. */
export function childrenAsArray(source: string): string {
  const match = childrenObject.exec(source)
  if (match === null) throw new Error('route-tree-children: the route tree no longer lists the root children as expected')
  const values = [...match[1]!.matchAll(/^\s+(\w+): (\w+),$/gm)].map((entry) => entry[2])
  return source.replace(match[0], `const rootRouteChildren = [${values.join(', ')}] as unknown as RootRouteChildren`)
}

export function routeTreeChildrenAsArray(): Plugin {
  return {
    name: 'route-tree-children-as-array',
    apply: 'build',
    // The generated TypeScript, before the TypeScript transform.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]routeTree\.gen\.ts$/ },
      handler(code) {
        return { code: childrenAsArray(code), map: null }
      },
    },
  }
}
