// Language (語言): choose the app's language.
import { createFileRoute } from '@tanstack/react-router'
import { CheckOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import styles from '../../account/ChangeLang.module.css'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { showToast } from '../../frame/toast.ts'
import { changeLanguage, currentLanguage, i18n } from '../../i18n/index.ts'
import { type LanguageCode, languages } from '../../i18n/languages.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/changeLang')({
  loader: loadTexts('account'),
  component: ChangeLangScreen,
})

/** Every language the app ships, each named in itself; choosing one switches the whole UI at once and is remembered. */
function ChangeLangScreen() {
  const { t } = useTranslation('account')
  // The choice shows at once; the texts follow as soon as the language's files are loaded.
  const [choosing, setChoosing] = useState<LanguageCode>()
  const selected = choosing ?? currentLanguage()
  const choose = async (code: LanguageCode) => {
    if (code === selected) return
    setChoosing(code)
    try {
      await changeLanguage(code)
      // In the new language (this render's `t` still speaks the old one).
      showToast(i18n.t('account:language.changed'))
    } finally {
      setChoosing(undefined)
    }
  }

  return (
    <main className={styles.screen}>
      <BackHeader title={t('language.title')} />
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('language.label')}</legend>
        {languages.map((language) => (
          <label key={language.code} className={styles.choice} lang={language.htmlLang}>
            <input
              type="radio"
              name="language"
              value={language.code}
              checked={language.code === selected}
              onChange={() => void choose(language.code)}
              className={styles.radio}
            />
            <span className={styles.name}>{language.label}</span>
            {language.code === selected ? <CheckOutline className={styles.check} aria-hidden="true" /> : null}
          </label>
        ))}
      </fieldset>
    </main>
  )
}
