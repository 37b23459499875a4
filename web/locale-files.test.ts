// The build plugin writes every locale file, minified, into one folder named by their content,
// and tells the app the folder's name.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { localeFiles, localeFolder, readLocaleFiles } from './locale-files.ts'

function localesIn(files: Readonly<Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'))
  for (const [path, texts] of Object.entries(files)) {
    mkdirSync(join(dir, path.split('/')[0]!), { recursive: true })
    writeFileSync(join(dir, path), JSON.stringify(texts, null, 2))
  }
  return dir
}

describe('readLocaleFiles', () => {
  it('reads every language folder and its JSON files in order, minified', () => {
    const dir = localesIn({
      'zh-TW/home.json': { a: '甲' },
      'en/home.json': { a: 'A', b: { c: 'C' } },
      'en/common.json': { x: 'X' },
    })
    writeFileSync(join(dir, 'README.md'), 'not a language')
    expect(readLocaleFiles(dir)).toEqual([
      { path: 'en/common.json', json: '{"x":"X"}' },
      { path: 'en/home.json', json: '{"a":"A","b":{"c":"C"}}' },
      { path: 'zh-TW/home.json', json: '{"a":"甲"}' },
    ])
  })

  it("reads the app's own locale files", () => {
    const paths = readLocaleFiles().map((file) => file.path)
    expect(paths).toContain('zh-TW/common.json')
    expect(paths).toContain('en/errors.json')
  })
})

describe('localeFolder', () => {
  const files = [{ path: 'en/home.json', json: '{"a":"A"}' }]

  it('is a folder of the assets named by a hash of 8 characters', () => {
    expect(localeFolder(files)).toMatch(/^assets\/locales-[\w-]{8}\/$/)
    expect(localeFolder(files, 'static')).toMatch(/^static\/locales-[\w-]{8}\/$/)
  })

  it('changes with any text and any file name, and only then', () => {
    expect(localeFolder([{ ...files[0]! }])).toBe(localeFolder(files))
    expect(localeFolder([{ path: 'en/home.json', json: '{"a":"B"}' }])).not.toBe(localeFolder(files))
    expect(localeFolder([{ path: 'en/news.json', json: '{"a":"A"}' }])).not.toBe(localeFolder(files))
  })
})

describe('localeFiles', () => {
  it('defines the folder for the app and emits every file into it', () => {
    const dir = localesIn({ 'en/home.json': { a: 'A' }, 'zh-CN/home.json': { a: '甲' } })
    const plugin = localeFiles(dir)
    const config = (plugin.config as (config: object) => { define: Record<string, string> })({})
    const folder = localeFolder(readLocaleFiles(dir))
    expect(config.define).toEqual({ 'import.meta.env.LOCALE_FOLDER': JSON.stringify(folder) })
    const emitted: unknown[] = []
    ;(plugin.generateBundle as (this: unknown) => void).call({ emitFile: (file: unknown) => emitted.push(file) })
    expect(emitted).toEqual([
      { type: 'asset', fileName: `${folder}en/home.json`, source: '{"a":"A"}' },
      { type: 'asset', fileName: `${folder}zh-CN/home.json`, source: '{"a":"甲"}' },
    ])
  })
})
