// The build plugin hands antd-mobile's config provider the app's default locale in place of
// its zh-CN, and nothing else.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { kitDefaultLocale } from './kit-locale.ts'

const configProvider = resolve(
  import.meta.dirname,
  '../node_modules/antd-mobile/es/components/config-provider/config-provider.js',
)
const resolveId = kitDefaultLocale().resolveId as (source: string, importer: string | undefined) => string | undefined

describe('kitDefaultLocale', () => {
  it("finds antd-mobile's config provider importing its zh-CN default as it expects", () => {
    expect(readFileSync(configProvider, 'utf8')).toContain("import zhCN from '../../locales/zh-CN';")
  })

  it("replaces the config provider's zh-CN import", () => {
    expect(resolveId('../../locales/zh-CN', configProvider)).toBe(
      resolve(import.meta.dirname, 'src/i18n/kit-default-locale.ts'),
    )
  })

  it('leaves every other import alone', () => {
    expect(
      resolveId(
        '../../locales/zh-CN',
        resolve(import.meta.dirname, '../node_modules/antd-mobile/es/components/picker/picker.js'),
      ),
    ).toBeUndefined()
    expect(
      resolveId('antd-mobile/es/locales/zh-CN', resolve(import.meta.dirname, 'src/i18n/kit-locale.ts')),
    ).toBeUndefined()
    expect(resolveId('../../locales/zh-CN', undefined)).toBeUndefined()
  })
})
