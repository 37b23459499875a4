// A screen showing one of the broker's texts (/common/wenben): privacy policy, about us,
// account-opening documents, questions and answers, trading rules, personal data notice.
// The header is the app's (translated); the text is the server's, rendered sanitised.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { accountQueries, type TextType } from '../api/queries/account.ts'
import { Loaded } from '../components/Loaded.tsx'
import { PullRefresh } from '../components/PullRefresh.tsx'
import { SafeHtml } from '../components/SafeHtml.tsx'
import { BackHeader } from '../frame/BackHeader.tsx'
import styles from './AccountScreen.module.css'
import texts from './ServerTextScreen.module.css'

export function ServerTextScreen({ type }: { type: TextType }) {
  const { t } = useTranslation('account')
  const text = useQuery(accountQueries.text(type))
  return (
    <main className={styles.screen}>
      <BackHeader title={t(`links.${type}`)} />
      <PullRefresh onRefresh={() => text.refetch()}>
        <Loaded query={text}>
          {(data) => (
            <article className={styles.card}>
              <h2 className={texts.title}>{data.title}</h2>
              <p className={texts.updated}>{t('texts.updated', { time: data.update_time.slice(0, 10) })}</p>
              <SafeHtml html={data.content} />
            </article>
          )}
        </Loaded>
      </PullRefresh>
    </main>
  )
}
