// Gives antd-mobile's own texts (placeholders, buttons) the app's language.
import ConfigProvider from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhTW from 'antd-mobile/es/locales/zh-TW'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const kitLocales = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS }

export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = kitLocales[i18n.resolvedLanguage as keyof typeof kitLocales] ?? zhTW
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>
}
