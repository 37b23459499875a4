// A build plugin: Vite's helper that preloads a lazily loaded screen's files (every
// `import()` of the build goes through it, with the list of files the imported chunk needs)
// also preloads stylesheets and waits for them, reads existing <link>s, finds a CSP nonce,
// feature-tests modulepreload and raises `vite:preloadError` (about 0.5 kB gzip of the
// entry). This build has one stylesheet, inlined into the page (no CSS in any list), no
// nonce (the Content-Security-Policy allows the page's own scripts), no listener of that
// event, and supports only browsers with modulepreload (build.modulePreload.polyfill is
// off). The plugin hands Vite a helper that does what is left: a <link rel=modulepreload>
// once per file, then the import itself, whose failure reaches the caller as before (the
// router's lazy components show the error screen). web/preload-helper.test.ts builds a
// small app with it, so a Vite that stops loading the helper from this id fails there.
import type { Plugin } from 'vite'

/** The module Vite's build imports the helper from (vite/src/node/plugins/importAnalysisBuild.ts). */
export const preloadHelperId = '\0vite/preload-helper.js'

/** The helper, for files below `base` (the build's `base`, ending with a slash). */
export function preloadHelperCode(base: string): string {
  return `const seen = {}
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen[dep]) continue
    seen[dep] = true
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = ${JSON.stringify(base)} + dep
    document.head.appendChild(link)
  }
  return load()
}
`
}

export function lightPreloadHelper(): Plugin {
  let base = '/'
  return {
    name: 'light-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.cssCodeSplit)
        throw new Error('light-preload-helper: preloads no stylesheet (build.cssCodeSplit must stay false)')
      if (!/^\/(.*\/)?$/.test(config.base))
        throw new Error(`light-preload-helper: needs an absolute base (not ${config.base})`)
      base = config.base
    },
    load(id) {
      return id === preloadHelperId ? preloadHelperCode(base) : undefined
    },
  }
}
