// A build plugin: TanStack Router's Route classes (every route of the route tree is one, so
// they are part of the entry) each give themselves a `Route.Link`, and so import the router's
// Link with everything it needs (about 2 kB gzip), though the app never uses `Route.Link` and
// the start screen has no link. The build hands those classes a Link that loads the real one
// when first drawn (`React.lazy`); the screens' own links import the real one as before and
// bring it with their code. Should TanStack move that import, the real Link returns to the
// entry: larger, never broken (the budget step says so; web/route-link.test.ts checks that the
// import is still where this expects).
import { dirname, resolve } from 'node:path'

import type { Plugin } from 'vite'

const routeClasses = /@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]route\.js$/
const lazyLinkId = '\0lazy-route-link:'

export function lazyRouteLink(): Plugin {
  return {
    name: 'lazy-route-link',
    enforce: 'pre',
    resolveId(requested, from) {
      // The real module's path travels in the stand-in's id, for its `import()`.
      return requested === './link.js' && from !== undefined && routeClasses.test(from)
        ? `${lazyLinkId}${resolve(dirname(from), 'link.js')}`
        : undefined
    },
    load(id) {
      if (!id.startsWith(lazyLinkId)) return undefined
      const real = JSON.stringify(id.slice(lazyLinkId.length))
      return `import { lazy } from 'react'\nexport const Link = lazy(() => import(${real}).then((module) => ({ default: module.Link })))\n`
    },
  }
}
