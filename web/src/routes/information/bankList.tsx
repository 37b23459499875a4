// Bank accounts (銀行帳戶) bound for cash-outs: unbind one, or add one.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

import { moneyQueries, moneyRefresh } from '../../api/queries/money.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'
import { useGo } from '../../frame/navigation.ts'
import { maskedNumber } from '../../money/banks.ts'
import { MissingStep } from '../../money/MissingStep.tsx'
import styles from '../../money/money.module.css'
import { Pending } from '../../money/Pending.tsx'
import { useDeletion } from '../../money/use-deletion.ts'

export const Route = createFileRoute('/information/bankList')({
  component: BankListScreen,
})

function BankListScreen() {
  const { t } = useTranslation('money')
  const go = useGo()
  const profile = useQuery(moneyQueries.balances())
  const cards = useQuery(moneyQueries.cards())
  const deletion = useDeletion('/user/delbakcard', moneyRefresh.afterCardsChanged())

  return (
    <main className={styles.screen}>
      <BackHeader title={t('cards.title')} />
      {cards.data === undefined ? (
        <Pending queries={[cards]} />
      ) : cards.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} aria-label={t('cards.title')}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{card.bank_name}</p>
                <p className={styles.rowMeta}>{maskedNumber(card.bank_num)}</p>
                <p className={styles.rowMeta}>
                  {card.realname} · {card.bank_address}
                </p>
              </div>
              <Button
                size="small"
                fill="none"
                aria-label={t('cards.delete', { card: `${card.bank_name} ${maskedNumber(card.bank_num)}` })}
                disabled={deletion.isPending}
                onClick={() => deletion.remove({ bankid: card.id }, `${card.bank_name} ${maskedNumber(card.bank_num)}`)}
              >
                <DeleteOutline />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {profile.data && profile.data.is_true !== 1 ? (
        <MissingStep step="verification" />
      ) : (
        <div className={styles.footer}>
          <Button block color="primary" size="large" onClick={() => go({ to: '/information/addBankCard' })}>
            {t('cards.add')}
          </Button>
        </div>
      )}
    </main>
  )
}
