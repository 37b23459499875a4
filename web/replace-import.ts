// A build plugin that hands one import of one library module a file of the app instead (the
// kit's parts the app replaces: web/form-help.ts, web/kit-locale.ts). Every other import,
// and the same import from any other module, resolves as usual.
import type { Plugin } from 'vite'

export function replaceImport(name: string, source: string, importer: RegExp, replacement: string): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(requested, from) {
      return requested === source && from !== undefined && importer.test(from) ? replacement : undefined
    },
  }
}
