// Home (首頁, the first tab): the user's assets, the indices and holdings at a glance,
// shortcuts, and the rankings, on one page.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AppstoreOutline, CloseCircleOutline, MessageOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { accountInfoQuery } from '../../api/queries/account-info.ts'
import { accountQueries } from '../../api/queries/account.ts'
import { Balances, BalancesLoading } from '../../components/Balances.tsx'
import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PlainButton } from '../../components/PlainButton.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import { VerificationBadge } from '../../components/VerificationBadge.tsx'
import { useGo } from '../../frame/navigation.ts'
import { useExit, useSupportLink } from '../../frame/special-targets.ts'
import { showToast } from '../../frame/toast.ts'
import { TopMenu } from '../../frame/TopMenu.tsx'
import { DeferredSection } from '../../home/DeferredSection.tsx'
import styles from '../../home/HomeScreen.module.css'
import { homeShortcuts } from '../../home/shortcuts.tsx'
import { i18n } from '../../i18n/index.ts'
import { maskAccount } from '../../lib/format.ts'

export const Route = createFileRoute('/home/index')({
  staticData: { keepAlive: true, tabBar: true },
  // The profile is asked for while the screen's code loads, not after (not on a mere
  // preload: the tab bar's links preload on touch). The loader says whether it asked: the
  // screen then takes a refusal it met as the answer instead of asking again on mount (the
  // request layer has told the user once; a second call would toast twice).
  loader: ({ context, preload }): { asked: boolean } => {
    // Its texts are not in the entry: asked for with the code, not when it first renders.
    void i18n.loadNamespaces('home')
    if (preload) return { asked: false }
    // From account-info.ts, not accountQueries: the loader is part of the entry, and so is
    // every module it imports.
    void context.queryClient.prefetchQuery(accountInfoQuery())
    return { asked: true }
  },
  component: HomeScreen,
})

function HomeScreen() {
  const { t } = useTranslation('home')
  const queryClient = useQueryClient()
  const user = useQuery({ ...accountQueries.figures(), retryOnMount: !Route.useLoaderData().asked })
  const openSupport = useSupportLink()
  const exit = useExit()
  const go = useGo()

  return (
    <main className={styles.screen}>
      <TopMenu />
      {/* Everything the screen shows: the profile and assets, the indices, holdings and rankings. */}
      <PullRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
        {user.isPending ? (
          <div className={styles.profileLoading}>
            <Loading label={t('common:loading')} />
          </div>
        ) : user.isError ? (
          <div className={styles.profileLoading}>
            <PlainButton onClick={() => void user.refetch()}>{t('common:retry')}</PlainButton>
          </div>
        ) : (
          <section className={styles.profile} aria-label={t('profile.label')}>
            <span className={styles.avatar} aria-hidden="true">
              {(user.data.realname || user.data.account).slice(0, 1)}
            </span>
            <div className={styles.who}>
              <p className={styles.name}>
                {t('profile.greeting', { name: user.data.realname || maskAccount(user.data.account) })}
              </p>
              <p className={styles.meta}>
                {maskAccount(user.data.account)} · {t('profile.creditScore', { score: user.data.xyf })}
              </p>
            </div>
            <VerificationBadge state={user.data.is_true} />
          </section>
        )}

        {user.data ? (
          <section className={styles.assets} aria-label={t('sections.assets')}>
            <Balances user={user.data} />
          </section>
        ) : user.isPending ? (
          <section className={styles.assets} aria-label={t('sections.assets')} aria-busy="true">
            <BalancesLoading />
          </section>
        ) : null}

        {/* The indices, the holdings and the rankings load after the first paint, in kept places. */}
        <DeferredSection name="indices" placeholder={styles.indicesLoading} />
        <DeferredSection name="holdings" placeholder={styles.holdingsLoading} />

        <nav className={styles.shortcuts} aria-label={t('shortcuts.label')}>
          {homeShortcuts.map((tool) => (
            <button key={tool.to} type="button" className={styles.shortcut} onClick={() => go({ to: tool.to })}>
              {tool.icon}
              <span>{t(`tools.${tool.label}`)}</span>
            </button>
          ))}
          <button type="button" className={styles.shortcut} onClick={openSupport}>
            <MessageOutline aria-hidden="true" />
            <span>{t('common:kefu.label')}</span>
          </button>
          <button type="button" className={styles.shortcut} onClick={() => go({ to: '/home/allTool' })}>
            <AppstoreOutline aria-hidden="true" />
            <span>{t('shortcuts.allTools')}</span>
          </button>
        </nav>

        <div className={styles.rankings}>
          <DeferredSection name="rankings" placeholder={styles.rankingsLoading} />
        </div>

        <footer className={styles.footer}>
          <LanguagePicker />
          <button
            type="button"
            className={styles.exit}
            onClick={() => {
              showToast(t('shortcuts.exiting'))
              exit()
            }}
          >
            <CloseCircleOutline aria-hidden="true" />
            {t('shortcuts.exit')}
          </button>
        </footer>
      </PullRefresh>
    </main>
  )
}
