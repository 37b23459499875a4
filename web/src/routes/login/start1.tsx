// The second start screen (welcome): what the app offers, then log in or register.
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { CheckShieldOutline, HistogramOutline, TransportQRcodeOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { useGo } from '../../frame/navigation.ts'
import { loadTexts } from '../../i18n/load-texts.ts'
import styles from '../../login/StartScreen.module.css'
import { SiteBrand } from '../../site/SiteBrand.tsx'

export const Route = createFileRoute('/login/start1')({
  // Its texts are not in the entry (the start screen's few are in `startup`).
  loader: loadTexts('login'),
  component: Start1Screen,
})

const features = [
  { key: 'quotes', Icon: HistogramOutline },
  { key: 'trading', Icon: TransportQRcodeOutline },
  { key: 'safety', Icon: CheckShieldOutline },
] as const

function Start1Screen() {
  const { t } = useTranslation('login')
  const go = useGo()
  return (
    <main className={styles.screen}>
      <div className={styles.corner}>
        <LanguagePicker />
      </div>
      <div className={styles.hero}>
        <SiteBrand size="small" />
        <ul className={styles.features}>
          {features.map(({ key, Icon }) => (
            <li key={key} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon />
              </span>
              <div>
                <h2 className={styles.featureTitle}>{t(`start1.${key}.title`)}</h2>
                <p className={styles.featureText}>{t(`start1.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => go({ to: '/login/login' })}>
          {t('start1.login')}
        </Button>
        <Button block fill="outline" color="primary" size="large" onClick={() => go({ to: '/login/register' })}>
          {t('start1.register')}
        </Button>
      </div>
    </main>
  )
}
