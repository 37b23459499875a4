// Settings (設定): passwords, language, the broker's texts, and logging out.
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { ExitButton } from '../../account/ExitButton.tsx'
import { MenuList } from '../../account/MenuList.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { currentLanguage } from '../../i18n/index.ts'
import { languages } from '../../i18n/languages.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/setting')({
  loader: loadTexts('account'),
  component: SettingScreen,
})

/** Settings: passwords, language, the broker's terms and notices, and logging out. */
function SettingScreen() {
  const { t } = useTranslation('account')
  const language = languages.find((entry) => entry.code === currentLanguage())

  return (
    <main className={styles.screen}>
      <BackHeader title={t('setting.title')} />
      <MenuList
        title={t('setting.security')}
        rows={[
          { key: 'loginPass', label: t('links.loginPass'), to: '/information/loginPass' },
          { key: 'fundPass', label: t('links.fundPass'), to: '/information/fundPass' },
        ]}
      />
      <MenuList
        title={t('setting.general')}
        rows={[
          { key: 'changeLang', label: t('links.changeLang'), extra: language?.label, to: '/information/changeLang' },
        ]}
      />
      <MenuList
        title={t('setting.legal')}
        rows={[
          { key: 'userPrivacy', label: t('links.userPrivacy'), to: '/information/userPrivacy' },
          { key: 'gzbh', label: t('links.gzbh'), to: '/information/gzbh' },
          { key: 'fileText', label: t('links.fileText'), to: '/information/fileText' },
          { key: 'aboutUs', label: t('links.aboutUs'), to: '/information/aboutUs' },
        ]}
      />
      <ExitButton />
    </main>
  )
}
