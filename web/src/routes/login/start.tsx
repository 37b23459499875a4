// Start (the first screen): the site's logo and title, and the way in.
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'
import { sessions } from '../../api/index.ts'
import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { SiteBrand } from '../../site/SiteBrand.tsx'
import { useGo } from '../../frame/navigation.ts'
import styles from '../../login/StartScreen.module.css'

// The first screen: the site's logo and title from the configuration, and the way in.
export const Route = createFileRoute('/login/start')({
  component: StartScreen,
})

function StartScreen() {
  const { t } = useTranslation('login')
  const go = useGo()
  const signedIn = sessions.read() !== undefined
  return (
    <main className={styles.screen}>
      <div className={styles.corner}>
        <LanguagePicker />
      </div>
      <div className={styles.hero}>
        <SiteBrand />
        <p className={styles.slogan}>{t('start.slogan')}</p>
      </div>
      <div className={styles.actions}>
        {signedIn ? (
          <Button block color="primary" size="large" onClick={() => go({ to: '/home/index' })}>
            {t('start.continue')}
          </Button>
        ) : (
          <Button block color="primary" size="large" onClick={() => go({ to: '/login/start1' })}>
            {t('start.begin')}
          </Button>
        )}
        <p className={styles.disclaimer}>{t('start.disclaimer')}</p>
      </div>
    </main>
  )
}
