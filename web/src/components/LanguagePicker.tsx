// Switches the whole UI's language at once; the choice persists. A native select: the
// phone's own picker, accessible as is, and no extra code to load.
import { GlobalOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { changeLanguage, currentLanguage } from '../i18n/index.ts'
import { isLanguage, languages } from '../i18n/languages.ts'
import styles from './LanguagePicker.module.css'

export function LanguagePicker() {
  // `startup`: the start screen shows it before the shared words have loaded.
  const { t } = useTranslation('startup')
  return (
    <label className={styles.picker}>
      <GlobalOutline aria-hidden="true" />
      <select
        className={styles.select}
        aria-label={t('language.choose')}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value)
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  )
}
