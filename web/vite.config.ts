// The web app's build. `npm start` runs it in development with the API proxied to the
// mock server (or to a real upstream, see docs/contract.md); `npm run dev:msw` runs the mock in the
// browser instead.
import { readFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'

import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'

import { inlineEntryCss } from './inline-entry-css.ts'
import { localeFiles } from './locale-files.ts'
import { precompress } from './precompress.ts'
import { prerenderStart } from './prerender-start.ts'
import { shortClassNames } from './short-class-names.ts'
import routerConfig from './tsr.config.json' with { type: 'json' }

/**
 * The browser mock mode has no mock server: the development server serves what it would, its
 * /static assets (the logo) and its control panel's build at /__mock/. `fileOf` maps a path
 * below `mount` to a file of `dir`, or to nothing (left to the next handler).
 */
function serveFolder(name: string, mount: string, dir: string, fileOf: (path: string) => string | undefined): Plugin {
  const types: Record<string, string> = {
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
  }
  return {
    name,
    configureServer(server) {
      server.middlewares.use(mount, (request, response, next) => {
        const relative = fileOf(decodeURIComponent(request.url ?? '/').split('?')[0] ?? '/')
        const file = relative === undefined ? '' : resolve(dir, relative)
        if (!file.startsWith(`${dir}/`)) return next()
        readFile(file).then(
          (content) => {
            response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream')
            response.end(content)
          },
          () => next(),
        )
      })
    },
  }
}

const mockAssets = () =>
  serveFolder('mock-assets', '/static', resolve(import.meta.dirname, '../mock-server/assets'), (path) => `.${path}`)
const mockPanel = () =>
  serveFolder('mock-panel', '/__mock', resolve(import.meta.dirname, '../mock-server/panel/dist'), (path) =>
    path === '/' ? 'index.html' : path.startsWith('/assets/') ? `.${path}` : undefined,
  )

/** Modules used by at least this many chunks that load on their own (a third of them) share one file. */
const commonShareCount = 25

export default defineConfig(({ command, mode }) => {
  const browserMock = mode === 'msw'
  const env = loadEnv(mode, process.cwd(), '')
  const apiTarget = env.API_TARGET || `http://127.0.0.1:${env.MOCK_PORT || 4310}`
  const proxy = { target: apiTarget, changeOrigin: true, secure: true }
  return {
    root: import.meta.dirname,
    plugins: [
      // Must come before react(): it rewrites route files into lazy chunks.
      tanstackRouter({ ...(routerConfig as { target: 'react' }), autoCodeSplitting: true }),
      react(),
      localeFiles(),
      // Only the browser mock mode serves the service worker; builds never ship it.
      ...(browserMock ? [msw({ mode: 'worker-only' }), mockAssets(), mockPanel()] : []),
      inlineEntryCss(),
      prerenderStart(),
      precompress(),
    ],
    // Development keeps Vite's readable names; the build inlines every class into index.html.
    css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
    server: {
      port: Number(env.WEB_PORT || 5173),
      strictPort: true,
      proxy: browserMock ? undefined : { '/api/vue': proxy, '/static': proxy, '/__mock': proxy, '/storage': proxy },
    },
    preview: { port: Number(env.WEB_PORT || 4173), strictPort: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 600,
      // The manifest (web/dist/.vite, never served) also marks a finished build for
      // scripts/build-if-stale.ts.
      manifest: true,
      // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // One stylesheet, inlined into index.html (inline-entry-css.ts): no screen waits for a
      // stylesheet of its own, each a round trip on a phone's connection, and the page the build
      // writes (prerender-start.ts) has every style it needs.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Scripts named by their content's hash alone, 7 characters (the fewest Rolldown
          // accepts for this many chunks): the entry lists every screen's files (to preload
          // them with the screen), and every character of every name is in it. The manifest
          // (web/dist/.vite/manifest.json) says which source each file holds.
          entryFileNames: 'assets/[hash:7].js',
          chunkFileNames: 'assets/[hash:7].js',
          codeSplitting: {
            // Everything the entry imports statically in one file: it is all loaded before
            // the first screen anyway, and one file compresses better and needs one round
            // trip. Beyond the entry, Rolldown gives each set of screens sharing some modules a
            // file of its own, and a phone fetches them six at a time, a round trip each. The
            // groups below make the files a screen waits for fewer
            // (docs/decisions/0036-fewer-files-before-a-screen-shows.md):
            groups: [
              { name: 'index', tags: ['$initial'], priority: 4 },
              // The modules a third or more of the screens use (the query hooks, the kit's
              // basics, the back header, pull to refresh, formats, the common queries): one
              // file that most screens need whole, instead of a dozen.
              { name: 'common', minShareCount: commonShareCount, priority: 2 },
              // The kit's configuration with the app's texts, which the root route's loader hands
              // antd-mobile for every screen but the start screen (i18n/configure-kit.ts): one
              // file, fetched beside the screen's own.
              {
                name: 'kit',
                test: new RegExp(
                  String.raw`src[\/]i18n[\/]kit-default-locale\.ts$|` +
                    String.raw`antd-mobile[\/]es[\/]locales[\/](base|zh-CN|zh-TW)\.js$|` +
                    String.raw`antd-mobile[\/]es[\/]components[\/]config-provider[\/].*\.js$`,
                ),
                priority: 3,
              },
              // Not the navigation helpers, which the start screen uses too: the first screen of
              // all loads none of `common`. (A group takes its modules' imports with it: this one
              // comes first, or the back header would bring them in.)
              { name: 'navigation', test: /src[\\/]frame[\\/]navigation\.ts$/, priority: 3 },
              // The tab screens' frame: the tab bar and the top menu with their links and icons,
              // which every tab screen shows at once.
              { name: 'frame', test: /src[\\/]frame[\\/](TabBar|TopMenu)\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  }
})
