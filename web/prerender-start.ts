// A build plugin that writes the start screen into index.html, so that the first paint
// shows the site's logo, title and words without waiting for the scripts (on a slow phone,
// seconds): src/prerender.tsx renders it in Node, through a Vite server in SSR mode (the
// same CSS-module class names as the build), into #splash, which covers the app until its
// first screen shows (src/app/splash.ts). Its styles are in the one stylesheet index.html
// inlines (build.cssCodeSplit false). The server's Content-Security-Policy allows no style
// attribute: the build fails if the markup has one.
// As the first paint does not need the entry script, the page asks for it at low priority:
// the logo (the start screen's largest element) comes first.
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'

import type * as Prerender from './src/prerender.tsx'

export function prerenderStart(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-start',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      if (resolved.build.cssCodeSplit)
        throw new Error(
          'prerender-start: the start screen takes its styles from the one inlined stylesheet ' +
            '(build.cssCodeSplit: false)',
        )
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const page = await render(config)
        if (/\sstyle=/.test(page.html))
          throw new Error(
            'prerender-start: the start screen has a style attribute, which the Content-Security-Policy refuses',
          )
        return html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
          .replace('<div id="root"></div>', `<div id="splash">${page.html}</div>\n    <div id="root"></div>`)
          .replace('</head>', `${page.head}\n  </head>`)
          .replace(/<script type="module" (?![^>]*fetchpriority)/, '<script type="module" fetchpriority="low" ')
      },
    },
  }
}

async function render(config: ResolvedConfig): Promise<Prerender.PrerenderedStart> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    css: { modules: config.css.modules },
    // antd-mobile's modules import their stylesheets: Vite must handle them, not Node.
    ssr: { noExternal: ['antd-mobile'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender
    return await module.prerenderStart()
  } finally {
    await server.close()
  }
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
