// A notice or message opened over the message centre: its title, time and body (the
// server's HTML, sanitised). Reading it marks it as read on the server, so the lists and
// counts are refreshed once it has loaded.
import { useQuery } from '@tanstack/react-query'
import Popup from 'antd-mobile/es/components/popup'
import { useEffect, useEffectEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { accountQueries } from '../api/queries/account.ts'
import { Loaded } from '../components/Loaded.tsx'
import { SafeHtml } from '../components/SafeHtml.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import styles from './Notices.module.css'

export function NoticeDetail({
  id,
  onOpened,
  onClose,
}: {
  id: number | undefined
  onOpened: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('account')
  const titleId = useId()
  const detail = useQuery({ ...accountQueries.notice(id ?? 0), enabled: id !== undefined })
  const loadedId = detail.data?.id
  // Once per notice opened (the parent's callback is new on each of its renders).
  const opened = useEffectEvent(onOpened)
  useEffect(() => {
    if (loadedId !== undefined) opened()
  }, [loadedId])

  return (
    <Popup visible={id !== undefined} position="right" onClose={onClose} destroyOnClose bodyClassName={styles.popup}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <BackHeader title={t('messages.detail')} onBack={onClose} />
        <Loaded query={detail}>
          {(notice) => (
            <article className={styles.article}>
              <h2 id={titleId} className={styles.articleTitle}>
                {notice.title}
              </h2>
              <time className={styles.time}>{notice.create_time}</time>
              <SafeHtml html={notice.content} className={styles.body} />
            </article>
          )}
        </Loaded>
      </div>
    </Popup>
  )
}
