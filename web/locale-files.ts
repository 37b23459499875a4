// A build plugin: the app's locale files (web/src/i18n/locales/<language>/<namespace>.json)
// as plain JSON files in one folder of the build named by their content's hash,
// `assets/locales-<hash>/`, which the app fetches when a language or namespace is first
// needed (src/i18n/locale-files.ts). As modules, each would be a chunk of its own with a
// name and a loader in the entry; as files, the entry holds the folder's name alone. This is
// Vite's own plugin API (an emitted asset and a defined constant), no library's code changed.
// Hashed assets are cached for good, like the scripts: a change to
// any text gives the folder a new name. Development and the unit tests import the files as
// modules (no folder, no plugin).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Plugin } from 'vite'

export const localesDir = resolve(import.meta.dirname, 'src/i18n/locales')

export interface LocaleFile {
  /** `<language>/<namespace>.json` */
  path: string
  /** The file's texts without the source's indentation. */
  json: string
}

/** Every locale file, in a fixed order, minified. */
export function readLocaleFiles(dir = localesDir): LocaleFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((language) =>
      readdirSync(resolve(dir, language))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({
          path: `${language}/${name}`,
          json: JSON.stringify(JSON.parse(readFileSync(resolve(dir, language, name), 'utf8'))),
        })),
    )
}

/** The folder below the site's base, named by the hash of every file's path and content. */
export function localeFolder(files: readonly LocaleFile[], assetsDir = 'assets'): string {
  const hash = createHash('sha256')
  for (const file of files) hash.update(`${file.path}\0${file.json}\0`)
  return `${assetsDir}/locales-${hash.digest('base64url').slice(0, 8)}/`
}

export function localeFiles(dir = localesDir): Plugin {
  let files: LocaleFile[] = []
  let folder = ''
  return {
    name: 'locale-files',
    apply: 'build',
    config(config) {
      files = readLocaleFiles(dir)
      folder = localeFolder(files, config.build?.assetsDir)
      return { define: { 'import.meta.env.LOCALE_FOLDER': JSON.stringify(folder) } }
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${folder}${file.path}`, source: file.json })
    },
  }
}
