// antd-mobile's texts follow the app's language: zh-TW by default, the chosen language's
// once loaded, the last choice winning when two overlap.
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhTW from 'antd-mobile/es/locales/zh-TW'
import { beforeEach, describe, expect, it } from 'vitest'

import { configureKit } from './configure-kit.ts'
import kitLocale from './kit-default-locale.ts'
import { loadedKitLocale, loadKitLocale } from './kit-locale.ts'

// The web tests share one module set: other tests may have chosen a language.
beforeEach(async () => {
  await loadKitLocale('zh-TW')
})

describe('the kit locale', () => {
  it('is zh-TW until another language is chosen', () => {
    expect(loadedKitLocale()).toBeUndefined()
    expect(kitLocale.common.confirm).toBe(zhTW.common.confirm)
    expect(kitLocale.Form.required).toBe(zhTW.Form.required)
    expect(Object.keys(kitLocale)).toEqual(Object.keys(zhTW))
  })

  it.each([
    ['en', enUS],
    ['zh-CN', zhCN],
  ] as const)('reads %s once loaded, and zh-TW again after', async (code, locale) => {
    await loadKitLocale(code)
    expect(kitLocale.common.confirm).toBe(locale.common.confirm)
    expect(kitLocale.InfiniteScroll.noMore).toBe(locale.InfiniteScroll.noMore)
    await loadKitLocale('zh-TW')
    expect(kitLocale.common.confirm).toBe(zhTW.common.confirm)
  })

  it('keeps the last choice when an earlier one arrives later', async () => {
    const english = loadKitLocale('en')
    await loadKitLocale('zh-TW')
    await english
    expect(kitLocale.common.confirm).toBe(zhTW.common.confirm)
  })
})

describe('configureKit', () => {
  it("makes the app's locale antd-mobile's default, following later language changes", async () => {
    await configureKit()
    expect(getDefaultConfig().locale.common.confirm).toBe(zhTW.common.confirm)
    await loadKitLocale('en')
    expect(getDefaultConfig().locale.common.confirm).toBe(enUS.common.confirm)
  })
})
