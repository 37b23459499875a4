// A build plugin that puts the entry's stylesheet (a few kB: the kit's variables and the
// app's base styles) into index.html as a <style>, so that the first paint does not wait
// for one more request (Lighthouse: render-blocking request).
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
