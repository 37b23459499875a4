// The first screen: the site's logo and title, the way in, and the language. The build also
// writes it into the page (prerender.tsx) so that it shows before any script has run; that
// copy has no `onNext` and keeps its controls hidden (their place kept) until the app
// renders the live one over it.
import { useTranslation } from 'react-i18next'

import { LanguagePicker } from '../components/LanguagePicker.tsx'
import { PlainButton } from '../components/PlainButton.tsx'
import { SiteBrand } from '../site/SiteBrand.tsx'
import styles from './StartScreen.module.css'

export function StartScreen({ signedIn, onNext }: { signedIn: boolean; onNext?: () => void }) {
  // Its few words are in `startup`, which the entry holds: `login` and `common` load with the
  // screens that show them.
  const { t } = useTranslation('startup')
  const waiting = onNext === undefined
  return (
    <main className={styles.screen}>
      <div className={waiting ? `${styles.corner} ${styles.waiting}` : styles.corner}>
        <LanguagePicker />
      </div>
      <div className={styles.hero}>
        <SiteBrand />
        <p className={styles.slogan}>{t('start.slogan')}</p>
      </div>
      <div className={styles.actions}>
        <PlainButton
          block
          color="primary"
          size="large"
          className={waiting ? styles.waiting : undefined}
          onClick={onNext}
        >
          {t(signedIn ? 'start.continue' : 'start.begin')}
        </PlainButton>
        <p className={styles.disclaimer}>{t('start.disclaimer')}</p>
      </div>
    </main>
  )
}
