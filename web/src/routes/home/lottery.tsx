// Lottery (幸運抽獎): the chances left and the wheel of prizes.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { LotteryWheel } from '../../activities/LotteryWheel.tsx'
import { activitiesQueries } from '../../api/queries/activities.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/home/lottery')({
  loader: loadTexts('activities'),
  component: LotteryScreen,
})

/** The lottery: chances left, the wheel of prizes, the rules, and the way to past draws. */
function LotteryScreen() {
  const { t } = useTranslation('activities')
  const lottery = useQuery(activitiesQueries.lottery())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('lottery.title')} right={<Link to="/home/lotteryRecord">{t('lottery.records')}</Link>} />
      <Loaded query={lottery}>{(data) => <LotteryWheel lottery={data} />}</Loaded>
      <section className={styles.card} aria-labelledby="lottery-rules">
        <h2 id="lottery-rules" className={styles.cardTitle}>
          {t('lottery.rules')}
        </h2>
        <ol className={styles.rules}>
          <li>{t('lottery.rule1')}</li>
          <li>{t('lottery.rule2')}</li>
          <li>{t('lottery.rule3')}</li>
        </ol>
      </section>
    </main>
  )
}
