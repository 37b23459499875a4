// The app's i18next instance: the stored choice under `lang`, the document's language, and
// the languages loaded on demand. Each test loads a fresh copy of the module.
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { storageKeys } from '../api/storage.ts'
import type * as I18n from './index.ts'

type I18nModule = typeof I18n

async function freshModule(): Promise<I18nModule> {
  vi.resetModules()
  return import('./index.ts')
}

beforeEach(() => {
  document.documentElement.lang = ''
})

describe('initI18n', () => {
  it.each<[string, string | null, string, string]>([
    ['nothing stored', null, 'zh-TW', 'zh-Hant-TW'],
    ['an invalid value stored', 'fr', 'zh-TW', 'zh-Hant-TW'],
    ['a value differing only in case', 'EN', 'zh-TW', 'zh-Hant-TW'],
    ['an empty value stored', '', 'zh-TW', 'zh-Hant-TW'],
    ['zh-CN stored', 'zh-CN', 'zh-CN', 'zh-Hans-CN'],
    ['en stored', 'en', 'en', 'en'],
  ])('starts in the stored language or zh-TW: %s', async (_, stored, language, htmlLang) => {
    if (stored !== null) localStorage.setItem(storageKeys.language, stored)
    const { initI18n, i18n, currentLanguage } = await freshModule()
    await initI18n()
    expect(i18n.language).toBe(language)
    expect(currentLanguage()).toBe(language)
    expect(document.documentElement.lang).toBe(htmlLang)
  })

  it('falls back to zh-TW when local storage cannot be read', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      const { initI18n, i18n } = await freshModule()
      await initI18n()
      expect(i18n.language).toBe('zh-TW')
    } finally {
      getItem.mockRestore()
    }
  })

  it("has zh-TW's start-up texts bundled, the others and the catalogue's texts once asked for", async () => {
    const { initI18n, i18n } = await freshModule()
    await initI18n('zh-TW')
    expect(i18n.t('startup:request.failed', { status: '502' })).toBe('請求失敗（狀態碼 502）')
    expect(i18n.t('startup:start.begin')).toBe('開始使用')
    // Not part of the start-up: every screen but the start screen loads the shared words (the
    // root route's loader), the login screens theirs (their loaders), the request layer the
    // catalogue's with the first refusal.
    expect(i18n.hasLoadedNamespace('common')).toBe(false)
    await i18n.loadNamespaces('common')
    expect(i18n.t('common:empty')).toBe('暫無數據')
    expect(i18n.hasLoadedNamespace('login')).toBe(false)
    await i18n.loadNamespaces('login')
    expect(i18n.t('login:loginAfter.welcome', { name: '陳志明' })).toBe('歡迎回來，陳志明')
    expect(i18n.hasLoadedNamespace('errors')).toBe(false)
    await i18n.loadNamespaces('errors')
    expect(i18n.t('errors:block_min_purchase', { n: '12345' })).toBe('當前股票大宗交易最少買入12345股')
  })

  it('asks only for the languages the app has (never zh for zh-TW or zh-CN)', async () => {
    const { initI18n, i18n } = await freshModule()
    await initI18n('zh-TW')
    const hierarchy = (code: string) => i18n.services.languageUtils.toResolveHierarchy(code)
    expect(hierarchy('zh-TW')).toEqual(['zh-TW'])
    expect(hierarchy('zh-CN')).toEqual(['zh-CN', 'zh-TW'])
    expect(hierarchy('en')).toEqual(['en', 'zh-TW'])
  })
})

describe('changeLanguage', () => {
  it.each<[string, string, string, string]>([
    ['en', 'en', 'Request failed (status 502)', 'The minimum block purchase for this stock is 12345 shares'],
    ['zh-CN', 'zh-Hans-CN', '请求失败（状态码 502）', '当前股票大宗交易最少买入12345股'],
    ['zh-TW', 'zh-Hant-TW', '請求失敗（狀態碼 502）', '當前股票大宗交易最少買入12345股'],
  ])('switches to %s, stores it under lang and sets <html lang>', async (code, htmlLang, failed, blockMin) => {
    const { initI18n, changeLanguage, i18n, currentLanguage } = await freshModule()
    await initI18n('zh-TW')
    await i18n.loadNamespaces('errors')
    await changeLanguage(code as never)
    expect(localStorage.getItem('lang')).toBe(code)
    expect(document.documentElement.lang).toBe(htmlLang)
    expect(currentLanguage()).toBe(code)
    expect(i18n.t('startup:request.failed', { status: '502' })).toBe(failed)
    expect(i18n.t('errors:block_min_purchase', { n: '12345' })).toBe(blockMin)
  })

  it.each<[string, string, string, string]>([
    ['zh-TW', '1,200張', '1 張', '0 張'],
    ['zh-CN', '1,200张', '1 张', '0 张'],
    ['en', '1,200 lots', '1 lot', '0 lots'],
  ])('counts lots in %s with separators and its plural forms', async (code, issue, one, none) => {
    const { initI18n, changeLanguage, i18n } = await freshModule()
    await initI18n('zh-TW')
    await changeLanguage(code as never)
    await i18n.loadNamespaces(['new-shares', 'trade'])
    expect(i18n.t('new-shares:lots', { count: 1200 })).toBe(issue)
    expect(i18n.t('trade:lots', { count: 1 })).toBe(one)
    expect(i18n.t('trade:lots', { count: 0 })).toBe(none)
  })

  it('is remembered by the next start', async () => {
    const first = await freshModule()
    await first.initI18n()
    await first.changeLanguage('en')
    const second = await freshModule()
    await second.initI18n()
    expect(second.i18n.language).toBe('en')
    expect(second.i18n.t('startup:start.begin')).toBe('Get started')
    await second.i18n.loadNamespaces('common')
    expect(second.i18n.t('common:empty')).toBe('No data')
  })
})
