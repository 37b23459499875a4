// A build plugin that writes a gzip and a brotli copy beside every text file of the build,
// so that a static server can send them as they are (the mock server does: preCompressed):
// a fraction of the bytes, with no compression work per request. Brotli at its highest
// quality (11), as the work is done once per build (the threads share it): every byte saved
// counts, and the page with its headers must fit in a new connection's first round trip
// (the budget step checks it).
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import type { Plugin } from 'vite'

const compressible = /\.(js|css|html|svg|json|txt)$/
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => compressible.test(file) && !file.startsWith('.vite/'))
          .map(async (file) => {
            const path = resolve(dir, file)
            const content = await readFile(path)
            const [gzipped, brotli] = await Promise.all([
              gzipAsync(content, { level: 9 }),
              brotliAsync(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
                },
              }),
            ])
            await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotli)])
          }),
      )
    },
  }
}
