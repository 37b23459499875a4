// A build plugin that puts the app's stylesheet (one for every screen: build.cssCodeSplit is
// off) into index.html as a <style>, so that neither the first paint
// nor any screen waits for a stylesheet request (Lighthouse: render-blocking request). The
// server's Content-Security-Policy allows it by its hash.
import type { Plugin } from 'vite'

export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = context.bundle?.[fileName]
          if (asset?.type !== 'asset') return link
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`
        })
      },
    },
  }
}
