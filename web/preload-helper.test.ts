// The build plugin replaces Vite's preload helper: a small app built with it preloads a lazy
// chunk's files with its own helper, and the helper preloads each file once, then imports.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

import { lightPreloadHelper, preloadHelperCode } from './preload-helper.ts'

describe('lightPreloadHelper', () => {
  it("is the helper of a build's lazy imports, with their lists of files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-helper-'))
    writeFileSync(join(dir, 'index.html'), '<script type="module" src="./main.js"></script>')
    writeFileSync(
      join(dir, 'main.js'),
      "document.body.onclick = () => import('./a.js').then((a) => a.run())\ndocument.body.onkeyup = () => import('./b.js').then((b) => b.run())\n",
    )
    writeFileSync(join(dir, 'a.js'), "import { shared } from './shared.js'\nexport const run = () => shared('a')\n")
    writeFileSync(join(dir, 'b.js'), "import { shared } from './shared.js'\nexport const run = () => shared('b')\n")
    writeFileSync(join(dir, 'shared.js'), 'export const shared = (name) => console.log(name)\n')
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [lightPreloadHelper()],
      build: { cssCodeSplit: false, modulePreload: { polyfill: false }, minify: false },
    })
    const assets = join(dir, 'dist/assets')
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
    const entry = scripts
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .find((code) => code.includes('__vite__mapDeps'))
    expect(entry).toBeDefined()
    expect(entry).toContain('link.rel = "modulepreload"')
    expect(entry).not.toContain('vite:preloadError')
    // Each lazy chunk's import goes through it with its own file and the shared one.
    expect(entry?.match(/__vitePreload\(\(\) => import\([^)]*\)[^,]*, __vite__mapDeps\(\[\d+,\d+\]\)\)/g)).toHaveLength(
      2,
    )
    expect(scripts).toHaveLength(4)
  })

  it('refuses a build with stylesheets per chunk, which it would not preload', () => {
    const plugin = lightPreloadHelper()
    const configResolved = plugin.configResolved as (config: object) => void
    expect(() => configResolved({ base: '/', build: { cssCodeSplit: true } })).toThrow('build.cssCodeSplit')
    expect(() => configResolved({ base: './', build: { cssCodeSplit: false } })).toThrow('absolute base')
    expect(() => configResolved({ base: '/app/', build: { cssCodeSplit: false } })).not.toThrow()
  })
})

describe('the helper', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document
  })

  async function helper(base = '/') {
    const module = (await import(`data:text/javascript,${encodeURIComponent(preloadHelperCode(base))}`)) as {
      __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>
    }
    return module.__vitePreload
  }

  function fakeDocument() {
    const links: Array<{ rel: string; href: string; crossOrigin: string | null }> = []
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    }
    Object.assign(globalThis, { document })
    return links
  }

  it('preloads each file once, below the base, then imports', async () => {
    const links = fakeDocument()
    const preload = await helper('/app/')
    await expect(preload(async () => 'a', ['assets/a.js', 'assets/shared.js'])).resolves.toBe('a')
    await expect(preload(async () => 'b', ['assets/b.js', 'assets/shared.js'])).resolves.toBe('b')
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '/app/assets/a.js', ''],
      ['modulepreload', '/app/assets/shared.js', ''],
      ['modulepreload', '/app/assets/b.js', ''],
    ])
  })

  it('imports at once when there is nothing to preload, and passes a failed import on', async () => {
    const links = fakeDocument()
    const preload = await helper()
    await expect(preload(async () => 'c')).resolves.toBe('c')
    await expect(preload(() => Promise.reject(new Error('offline')), ['assets/d.js'])).rejects.toThrow('offline')
    expect(links.map((link) => link.href)).toEqual(['/assets/d.js'])
  })
})
