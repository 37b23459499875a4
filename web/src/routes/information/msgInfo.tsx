// Messages (訊息中心): the broker's notices and the user's messages.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Badge from 'antd-mobile/es/components/badge'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { NoticeDetail } from '../../account/NoticeDetail.tsx'
import { NoticeRow } from '../../account/NoticeRow.tsx'
import { api } from '../../api/index.ts'
import { accountQueries, accountRefresh, type NoticeType } from '../../api/queries/account.ts'
import { refresh } from '../../api/refresh.ts'
import { PagedList } from '../../components/PagedList.tsx'
import Tabs from '../../components/Tabs.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { showToast } from '../../frame/toast.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/msgInfo')({
  loader: loadTexts('account'),
  component: MsgInfoScreen,
})

const tabs = {
  1: { key: 'notices', count: 'notice' },
  2: { key: 'messages', count: 'message' },
} as const

/** The message centre: the broker's notices and the user's own messages, unread ones marked, opened in place. */
function MsgInfoScreen() {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  const [type, setType] = useState<NoticeType>(1)
  const [opened, setOpened] = useState<number>()
  const counts = useQuery(accountQueries.unreadCounts())
  const list = useInfiniteQuery(accountQueries.notices(type))
  const readAll = useMutation({
    mutationFn: () => api.submit('/user/noticeread', { type }),
    onSuccess: async (result) => {
      if (result === false) return
      showToast(t('messages.readAllDone'))
      await refresh(queryClient, accountRefresh.afterAllRead(type))
    },
  })
  const unread = counts.data?.[tabs[type].count] ?? 0

  return (
    <main className={styles.screen}>
      <BackHeader
        title={t('messages.title')}
        right={
          <Button
            size="small"
            fill="none"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('messages.readAll')}
          </Button>
        }
      />
      <Tabs activeKey={String(type)} onChange={(key) => setType(Number(key) as NoticeType)}>
        {([1, 2] as const).map((tabType) => {
          const tab = tabs[tabType]
          const count = counts.data?.[tab.count] ?? 0
          return (
            <Tabs.Tab
              key={String(tabType)}
              title={
                <Badge
                  content={count > 0 ? count : null}
                  aria-label={count > 0 ? t('messages.unreadCount', { n: count }) : undefined}
                >
                  <span className={styles.tabTitle}>{t(`messages.${tab.key}`)}</span>
                </Badge>
              }
            />
          )
        })}
      </Tabs>
      <PagedList
        query={list}
        label={t(`messages.${tabs[type].key}`)}
        rowKey={(row) => row.id}
        renderRow={(row) => <NoticeRow row={row} onOpen={() => setOpened(row.id)} />}
      />
      <NoticeDetail
        id={opened}
        onOpened={() => refresh(queryClient, accountRefresh.afterNoticeOpened())}
        onClose={() => setOpened(undefined)}
      />
    </main>
  )
}
