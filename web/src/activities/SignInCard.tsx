// Daily sign-in (每日簽到) on the account centre: sign in once a day (a lottery chance each
// time), this month's count and streak, and the monthly rewards to claim.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { CalendarOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { activitiesQueries, activitiesRefresh } from '../api/queries/activities.ts'
import { useSubmission } from '../api/use-submission.ts'
import { Loading } from '../components/Loading.tsx'
import { showToast } from '../frame/toast.ts'
import { formatMoney } from '../lib/format.ts'
import styles from './SignInCard.module.css'

export function SignInCard() {
  const { t } = useTranslation('activities')
  const signin = useQuery(activitiesQueries.signIn())
  // Read again after any answer: a refusal (already signed in elsewhere) also means the card is out of date.
  const signIn = useSubmission('/user/qiandao', () => showToast(t('signin.success')), {
    refresh: activitiesRefresh.afterSignIn(),
  })
  const claim = useSubmission(
    '/user/qiandaoreward',
    (result) => showToast(t('signin.claimDone', { amount: formatMoney(result.money) })),
    { refresh: activitiesRefresh.afterRewardClaimed() },
  )

  return (
    <section className={styles.card} aria-label={t('signin.title')}>
      <div className={styles.head}>
        <CalendarOutline className={styles.icon} aria-hidden="true" />
        <h2 className={styles.title}>{t('signin.title')}</h2>
        {signin.data ? (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            disabled={signin.data.today === 1 || signIn.isPending}
            loading={signIn.isPending}
            onClick={() => signIn.submit({})}
          >
            {signin.data.today === 1 ? t('signin.done') : t('signin.action')}
          </Button>
        ) : null}
      </div>
      {signin.isPending ? (
        <Loading label={t('common:loading')} />
      ) : signin.isError ? (
        <Button size="mini" fill="none" onClick={() => void signin.refetch()}>
          {t('common:retry')}
        </Button>
      ) : (
        <>
          <p className={styles.summary}>
            {t('signin.summary', { days: signin.data.month_count, streak: signin.data.streak })}
          </p>
          <ul className={styles.rewards} aria-label={t('signin.rewards')}>
            {signin.data.rewards.map((reward) => (
              <li key={reward.id} className={styles.reward}>
                <span className={styles.need}>{t('signin.need', { days: reward.need })}</span>
                <span className={styles.money}>NT$ {formatMoney(reward.money)}</span>
                {reward.status === 2 ? (
                  <span className={styles.state}>{t('signin.claimed')}</span>
                ) : reward.status === 1 ? (
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    disabled={claim.isPending}
                    aria-label={t('signin.claimLabel', { days: reward.need })}
                    onClick={() => claim.submit({ id: reward.id })}
                  >
                    {t('signin.claim')}
                  </Button>
                ) : (
                  <span className={styles.state}>{t('signin.notReached')}</span>
                )}
              </li>
            ))}
          </ul>
          <Link to="/home/lottery" className={styles.lottery}>
            {t('signin.toLottery')}
          </Link>
        </>
      )}
    </section>
  )
}
