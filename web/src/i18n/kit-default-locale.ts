// antd-mobile's default locale in this app (configure-kit.ts hands it to the
// kit): zh-TW, or the chosen language's texts once loaded. Each section is read when a
// component renders, so a language change reaches the kit with the next render.
import type { Locale } from 'antd-mobile/es/locales/base'
import zhTW from 'antd-mobile/es/locales/zh-TW'

import { loadedKitLocale } from './kit-locale.ts'

const sections = Object.keys(zhTW) as Array<keyof Locale>

const kitLocale = Object.defineProperties(
  {},
  Object.fromEntries(
    sections.map((section) => [section, { enumerable: true, get: () => (loadedKitLocale() ?? zhTW)[section] }]),
  ),
) as Locale

export default kitLocale
