// Switches the whole UI's language at once; the choice persists.
import { ActionSheet } from 'antd-mobile'
import { GlobalOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, currentLanguage } from '../i18n/index.ts'
import { languages, type LanguageCode } from '../i18n/languages.ts'
import styles from './LanguagePicker.module.css'

export function LanguagePicker() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const active = currentLanguage()
  const label = languages.find((language) => language.code === active)?.label
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-label={t('language.choose')}>
        <GlobalOutline aria-hidden="true" />
        <span>{label}</span>
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('cancel')}
        actions={languages.map((language) => ({
          key: language.code,
          text: language.label,
          bold: language.code === active,
          onClick: () => {
            setOpen(false)
            void changeLanguage(language.code as LanguageCode)
          },
        }))}
      />
    </>
  )
}
