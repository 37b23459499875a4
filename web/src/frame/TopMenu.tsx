// The top menu (docs/product.md#the-frame): the left icon opens the account centre (or, in list
// mode, goes back to the home screen), the search box opens search, the right icon opens
// the user's profile. The two icons lead to different screens, so they look different and
// say where they lead under them (a part of their accessible names, which say it in full).
import { Link } from '@tanstack/react-router'
import { BankcardOutline, LeftOutline, SearchOutline, UserOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import styles from './TopMenu.module.css'

export function TopMenu({ mode = 'main' }: { mode?: 'main' | 'list' }) {
  const { t } = useTranslation()
  return (
    <header className={styles.menu}>
      {mode === 'list' ? (
        <Link to="/home/index" className={styles.icon} aria-label={t('topMenu.backHome')}>
          <LeftOutline aria-hidden="true" />
        </Link>
      ) : (
        <Link to="/information/index" className={styles.icon} aria-label={t('topMenu.account')}>
          <BankcardOutline aria-hidden="true" />
          <span className={styles.caption}>{t('topMenu.accountCaption')}</span>
        </Link>
      )}
      <Link to="/favorite/search" className={styles.search} role="search" aria-label={t('topMenu.search')}>
        <SearchOutline />
        <span>{t('topMenu.searchPlaceholder')}</span>
      </Link>
      <Link to="/information/userInfo" className={styles.icon} aria-label={t('topMenu.profile')}>
        <UserOutline aria-hidden="true" />
        <span className={styles.caption}>{t('topMenu.profileCaption')}</span>
      </Link>
    </header>
  )
}
