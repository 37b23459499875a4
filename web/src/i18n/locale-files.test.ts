// The locale files the entry does not hold: imported from the sources in development and the
// tests, fetched from the build's folder in production.
import { afterEach, describe, expect, it, vi } from 'vitest'

import type * as LocaleFiles from './locale-files.ts'

async function freshModule(): Promise<typeof LocaleFiles> {
  vi.resetModules()
  return import('./locale-files.ts')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('loadLocaleFile in development', () => {
  it('imports the source file', async () => {
    const { loadLocaleFile } = await freshModule()
    await expect(loadLocaleFile('en', 'common')).resolves.toMatchObject({ empty: 'No data' })
  })

  it('rejects a file that does not exist', async () => {
    const { loadLocaleFile } = await freshModule()
    await expect(loadLocaleFile('fr', 'common')).rejects.toThrow('no texts for fr/common')
  })
})

describe('loadLocaleFile in the build', () => {
  async function built(answer: Response) {
    vi.stubEnv('PROD', true)
    vi.stubEnv('LOCALE_FOLDER', 'assets/locales-AbCd1234/')
    const fetch = vi.fn(async () => answer)
    vi.stubGlobal('fetch', fetch)
    return { ...(await freshModule()), fetch }
  }

  it("fetches the file from the build's folder", async () => {
    const { loadLocaleFile, fetch } = await built(Response.json({ empty: 'No data' }))
    await expect(loadLocaleFile('en', 'common')).resolves.toEqual({ empty: 'No data' })
    expect(fetch).toHaveBeenCalledWith('/assets/locales-AbCd1234/en/common.json')
  })

  it('refuses a language or namespace the app does not have, without a request', async () => {
    const { loadLocaleFile, fetch } = await built(Response.json({}))
    await expect(loadLocaleFile('zh', 'common')).rejects.toThrow('no texts for zh/common')
    await expect(loadLocaleFile('en', 'nothing')).rejects.toThrow('no texts for en/nothing')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rejects when the file cannot be had', async () => {
    const { loadLocaleFile } = await built(new Response('not found', { status: 404 }))
    await expect(loadLocaleFile('en', 'common')).rejects.toThrow('no texts for en/common (status 404)')
  })
})

describe('builtLocaleUrl', () => {
  it("is below the site's base", async () => {
    const { builtLocaleUrl } = await freshModule()
    expect(builtLocaleUrl('zh-CN', 'new-shares', 'assets/locales-x/')).toBe('/assets/locales-x/zh-CN/new-shares.json')
  })
})
