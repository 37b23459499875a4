// A build plugin: the generated route tree (src/routeTree.gen.ts) says more than the router
// reads, and a minifier must keep it, in the entry of every page:
// - the root's children come as an object keyed by names made from the routes' paths
//   (`InformationRechargeChannelRoute: InformationRechargeChannelRoute`), of which the router
//   keeps only the values (`_addFileChildren` takes an object's values, or an array as it is);
// - each route gets an `id` equal to its `path`, which the router derives from the path when
//   there is no id (a route's id differs from its path only for layout routes, which this app
//   does not have; any such id is kept);
// - each route file calls `createFileRoute('/its/path')`, whose argument is for the generator
//   and the types: the function ignores it (the route tree gives the path).
// The build hands the router the same routes, in the same order, as an array, without those
// ids and arguments (about 1 kB gzip). The sources stay as TanStack writes them; should the
// generated shape change, the build fails here (web/route-tree.test.ts checks the generator's
// current output, and that createFileRoute still ignores its argument).
import type { Plugin } from 'vite'

const childrenObject = /const rootRouteChildren: RootRouteChildren = \{\n((?:\s+\w+: \w+,\n)+)\}/
const idEqualToPath = /\n(\s+)id: ('[^']*'),\n\s+path: \2,\n/g

/** The route tree's source with the root's children as an array of the same values. */
export function childrenAsArray(source: string): string {
  const match = childrenObject.exec(source)
  if (match === null) throw new Error('route-tree: the route tree no longer lists the root children as expected')
  const values = [...match[1]!.matchAll(/^\s+(\w+): (\w+),$/gm)].map((entry) => entry[2])
  return source.replace(match[0], `const rootRouteChildren = [${values.join(', ')}] as unknown as RootRouteChildren`)
}

/** The route tree's source without the ids that equal their route's path. */
export function withoutIdsEqualToPaths(source: string): string {
  const compact = source.replace(idEqualToPath, '\n$1path: $2,\n')
  if (compact === source)
    throw new Error('route-tree: the route tree no longer gives its routes an id and a path as expected')
  return compact
}

/** A route file's JavaScript (after the TypeScript transform) without createFileRoute's path argument. */
export function withoutFileRoutePaths(code: string): string {
  return code.replace(/\bcreateFileRoute\((["'])\/[^"'\n]*\1\)\(/g, 'createFileRoute()(')
}

export function compactRouteTree(): Plugin[] {
  return [
    {
      name: 'compact-route-tree',
      apply: 'build',
      // The generated TypeScript, before the TypeScript transform.
      enforce: 'pre',
      transform: {
        filter: { id: /[\\/]routeTree\.gen\.ts$/ },
        handler(code) {
          return { code: withoutIdsEqualToPaths(childrenAsArray(code)), map: null }
        },
      },
    },
    {
      name: 'compact-route-files',
      apply: 'build',
      // The route files as the router plugin leaves them in the entry (their screens split off).
      transform: {
        filter: { id: /[\\/]src[\\/]routes[\\/][^?]*\.tsx(\?(?!tsr-split).*)?$/ },
        handler(code) {
          const compact = withoutFileRoutePaths(code)
          return compact === code ? undefined : { code: compact, map: null }
        },
      },
    },
  ]
}
