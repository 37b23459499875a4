// Account centre (我的, the last tab): profile, balances, sign-in and every account screen.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import Badge from 'antd-mobile/es/components/badge'
import { BellOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { accountMenu } from '../../account/account-menu.tsx'
import styles from '../../account/AccountScreen.module.css'
import { AssetsCard } from '../../account/AssetsCard.tsx'
import { ExitButton } from '../../account/ExitButton.tsx'
import { MenuList } from '../../account/MenuList.tsx'
import { ProfileCard } from '../../account/ProfileCard.tsx'
import { SignInCard } from '../../activities/SignInCard.tsx'
import { accountQueries } from '../../api/queries/account.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useSupportLink } from '../../frame/special-targets.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/index')({
  loader: loadTexts('account', 'activities'),
  component: AccountCentre,
})

/** The account centre: who, how much, today's sign-in, and a way to every account screen. */
function AccountCentre() {
  const { t } = useTranslation('account')
  const user = useQuery(accountQueries.figures())
  const unread = useQuery(accountQueries.unreadCounts())
  const openSupport = useSupportLink()
  const unreadCount = unread.data === undefined ? 0 : unread.data.notice + unread.data.message

  return (
    <main className={styles.screen}>
      <BackHeader
        title={t('centre.title')}
        right={
          <Link
            to="/information/msgInfo"
            aria-label={unreadCount > 0 ? t('centre.messagesUnread', { n: unreadCount }) : t('centre.messages')}
          >
            <Badge content={unreadCount > 0 ? unreadCount : null}>
              <BellOutline fontSize="0.44rem" aria-hidden="true" />
            </Badge>
          </Link>
        }
      />
      <PullRefresh onRefresh={() => Promise.all([user.refetch(), unread.refetch()])}>
        <Loaded query={user}>
          {(data) => (
            <>
              <ProfileCard user={data} />
              <AssetsCard user={data} />
            </>
          )}
        </Loaded>
        <SignInCard />
        {accountMenu({ t, user: user.data, unread: unread.data, openSupport }).map((group) => (
          <MenuList key={group.title} title={group.title} rows={group.rows} />
        ))}
        <ExitButton />
      </PullRefresh>
    </main>
  )
}
