// What a money screen shows instead of its form when the action needs something the user
// has not done yet: a verified identity (cash-outs, cards, addresses, loans) or a fund
// password (cash-outs). The screens that do those belong to the account area.
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { useGo } from '../frame/navigation.ts'
import styles from './money.module.css'

/** The account area's screens that do these steps. */
export const accountScreens = {
  verification: '/information/authInfo',
  fundPassword: '/information/fundPass',
} as const

export function MissingStep({ step }: { step: keyof typeof accountScreens }) {
  const { t } = useTranslation('money')
  const go = useGo()
  return (
    <section className={styles.notice} role="alert">
      <p>{t(`missing.${step}.text`)}</p>
      <Button size="small" color="primary" fill="outline" onClick={() => go({ to: accountScreens[step] })}>
        {t(`missing.${step}.action`)}
      </Button>
    </section>
  )
}
