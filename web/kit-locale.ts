// A build plugin: antd-mobile's config provider imports its zh-CN texts as its default
// locale, so a <ConfigProvider locale=...> at the root put the provider, zh-CN, zh-TW and
// en-US (about 3 kB gzip) into the entry, though the start screen uses no antd-mobile
// component. The build hands the provider the app's own default locale instead
// (src/i18n/kit-default-locale.ts: zh-TW, or the chosen language's texts), which comes with
// the first screen that uses antd-mobile. Should antd-mobile move that import, its zh-CN
// default would return unnoticed on screen (the app passes its own texts to nearly every
// kit component): web/kit-locale.test.ts checks that the import is still where this expects.
import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { replaceImport } from './replace-import.ts'

const configProvider = /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/

export function kitDefaultLocale(): Plugin {
  return replaceImport(
    'kit-default-locale',
    '../../locales/zh-CN',
    configProvider,
    resolve(import.meta.dirname, 'src/i18n/kit-default-locale.ts'),
  )
}
