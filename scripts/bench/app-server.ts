// The built app served by the mock server (as Playwright and the benchmarks see it), on a
// port it picks unless given one, and the load of every route measured against it.
import { resolve } from 'node:path'

import { mockEnvironment, mockNodeFlags } from '../../mock-server/src/fastify/node-flags.ts'
import { appRoutes, entryFiles, isPublicRoute, launchChromium, measureRoute, type RouteLoad } from './route-bytes.ts'
import { root, type ServerProcess, startServer } from './servers.ts'
import { logIn } from './session.ts'

/** The build in `dir` (web/dist unless given) served by the mock server on `port` (0: any). */
export function serveBuiltApp(port = 0, dir = resolve(root, 'web/dist')): Promise<ServerProcess> {
  return startServer({
    name: 'mock server with the built app',
    script: 'mock-server/src/fastify/main.ts',
    nodeFlags: mockNodeFlags,
    port,
    env: {
      ...mockEnvironment,
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      MOCK_STATIC_DIR: dir,
      MOCK_CLOCK: 'frozen',
    },
    ready: /^Mock server on /,
  })
}

/** Routes opened at once: sizes do not depend on timing, and the machines have 2 cores. */
const routesAtOnce = 2

/** Opens every route of the app (those needing a session with one, each in its own world). */
export async function measureAllRoutes(server: ServerProcess, routes = appRoutes()): Promise<RouteLoad[]> {
  const browser = await launchChromium()
  try {
    const entry = entryFiles()
    const loads: RouteLoad[] = []
    let next = 0
    const measureNext = async (): Promise<void> => {
      for (let index = next++; index < routes.length; index = next++) {
        const route = routes[index] as string
        const session = isPublicRoute(route) ? undefined : await logIn(server.url, `route-bytes-${index}`)
        loads[index] = await measureRoute(browser, server.url, route, session, entry)
      }
    }
    await Promise.all(Array.from({ length: routesAtOnce }, measureNext))
    return loads
  } finally {
    await browser.close()
  }
}
