// Home (首頁, the first tab): the user's assets, shortcuts, and the market at a glance.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AppstoreOutline, CloseCircleOutline, FileOutline, MessageOutline } from 'antd-mobile-icons'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { accountInfoQuery } from '../../api/queries/account-info.ts'
import { accountQueries } from '../../api/queries/account.ts'
import { Balances } from '../../components/Balances.tsx'
import { LanguagePicker } from '../../components/LanguagePicker.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PlainButton } from '../../components/PlainButton.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import Tabs from '../../components/Tabs.tsx'
import { VerificationBadge } from '../../components/VerificationBadge.tsx'
import { useGo } from '../../frame/navigation.ts'
import { useExit, useSupportLink } from '../../frame/special-targets.ts'
import { showToast } from '../../frame/toast.ts'
import { TopMenu } from '../../frame/TopMenu.tsx'
import styles from '../../home/HomeScreen.module.css'
import { i18n } from '../../i18n/index.ts'
import { maskAccount } from '../../lib/format.ts'
import { whenIdle } from '../../lib/when-idle.ts'

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

type Section = 'assets' | 'market'

// The market section shows only once its tab is chosen: its code (indices, rankings and their
// parts) loads after the screen's first paint instead of before it, where its files were some
// of the dozens the screen waited for.
const loadHomeMarket = () => import('../../market/HomeMarket.tsx')
const HomeMarket = lazy(() => loadHomeMarket().then((module) => ({ default: module.HomeMarket })))

function HomeScreen() {
  const { t } = useTranslation('home')
  const [section, setSection] = useState<Section>('assets')
  const user = useQuery({ ...accountQueries.figures(), retryOnMount: !Route.useLoaderData().asked })
  const openSupport = useSupportLink()
  const exit = useExit()
  const go = useGo()
  // Fetched once the screen has painted and the browser is idle, so that the tab opens at once
  // without its files queuing with the screen's own. (A failure shows when the tab is chosen.)
  useEffect(() => whenIdle(() => loadHomeMarket().catch(() => {})), [])

  return (
    <main className={styles.screen}>
      <TopMenu />
      <PullRefresh onRefresh={() => user.refetch()}>
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

        <Tabs activeKey={section} onChange={(key) => setSection(key as Section)} className={styles.tabs}>
          <Tabs.Tab title={t('sections.assets')} key="assets" />
          <Tabs.Tab title={t('sections.market')} key="market" />
        </Tabs>

        {section === 'assets' ? (
          user.data ? (
            <section className={styles.assets} aria-label={t('sections.assets')}>
              <Balances user={user.data} />
            </section>
          ) : user.isPending ? (
            // Keeps the section's place while it loads, so nothing below it moves (layout shift).
            <div className={`${styles.assets} ${styles.assetsLoading}`} />
          ) : null
        ) : (
          <section aria-label={t('sections.market')}>
            <Suspense fallback={<div className={styles.assetsLoading} />}>
              <HomeMarket />
            </Suspense>
          </section>
        )}

        <section className={styles.shortcuts} aria-label={t('shortcuts.label')}>
          <button type="button" className={styles.shortcut} onClick={() => go({ to: '/home/newsList' })}>
            <FileOutline aria-hidden="true" />
            <span>{t('shortcuts.news')}</span>
          </button>
          <button type="button" className={styles.shortcut} onClick={() => go({ to: '/home/allTool' })}>
            <AppstoreOutline aria-hidden="true" />
            <span>{t('shortcuts.allTools')}</span>
          </button>
          <button type="button" className={styles.shortcut} onClick={openSupport}>
            <MessageOutline aria-hidden="true" />
            <span>{t('common:kefu.label')}</span>
          </button>
          <div className={styles.shortcut}>
            <LanguagePicker />
          </div>
          <button
            type="button"
            className={styles.shortcut}
            onClick={() => {
              showToast(t('shortcuts.exiting'))
              exit()
            }}
          >
            <CloseCircleOutline aria-hidden="true" />
            <span>{t('shortcuts.exit')}</span>
          </button>
        </section>
      </PullRefresh>
    </main>
  )
}
