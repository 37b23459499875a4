// One notice or message in the message centre's list: a button that opens it, with its
// unread mark, title, first words and time.
import { useTranslation } from 'react-i18next'

import type { ResponseData } from '#openapi/operations.ts'

import styles from './Notices.module.css'

export function NoticeRow({ row, onOpen }: { row: ResponseData<'/user/notice'>[number]; onOpen: () => void }) {
  const { t } = useTranslation('account')
  const unread = row.is_read === 0
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      <span className={styles.top}>
        {unread ? <span className={styles.dot} aria-label={t('messages.unread')} role="img" /> : null}
        <span className={unread ? `${styles.title} ${styles.unread}` : styles.title}>{row.title}</span>
      </span>
      <span className={styles.summary}>{row.summary}</span>
      <time className={styles.time}>{row.create_time}</time>
    </button>
  )
}
