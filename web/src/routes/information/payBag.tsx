// The wallet (錢包): total assets and their parts (as home and the account centre show them),
// every balance in its currency, what trades still settle (T+2), and the way to each money
// screen.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { BankcardOutline, CollectMoneyOutline, CouponOutline, RedoOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { moneyQueries } from '../../api/queries/money.ts'
import { Balances } from '../../components/Balances.tsx'
import { Loading } from '../../components/Loading.tsx'
import { CoinIcon, DepositIcon, StatementIcon, WithdrawIcon } from '../../components/MoneyIcons.tsx'
import { PullRefresh } from '../../components/PullRefresh.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useGo } from '../../frame/navigation.ts'
import { formatMoney } from '../../lib/format.ts'
import styles from '../../money/money.module.css'
import wallet from '../../money/wallet.module.css'
import { PendingSettlements } from '../../trade/PendingSettlements.tsx'

export const Route = createFileRoute('/information/payBag')({
  component: WalletScreen,
})

type Target =
  | '/information/recharge'
  | '/information/cashOut'
  | '/information/exChange'
  | '/information/fundRecord'
  | '/information/bankList'
  | '/information/usdtAddress'
  | '/home/loan'
  | '/home/coupons'

const actions: readonly { to: Target; label: string; icon: ReactNode }[] = [
  { to: '/information/recharge', label: 'wallet.actions.recharge', icon: <DepositIcon /> },
  { to: '/information/cashOut', label: 'wallet.actions.cashOut', icon: <WithdrawIcon /> },
  { to: '/information/exChange', label: 'wallet.actions.exchange', icon: <RedoOutline /> },
  { to: '/information/fundRecord', label: 'wallet.actions.records', icon: <StatementIcon /> },
  { to: '/information/bankList', label: 'wallet.actions.cards', icon: <BankcardOutline /> },
  { to: '/information/usdtAddress', label: 'wallet.actions.usdt', icon: <CoinIcon /> },
  { to: '/home/loan', label: 'wallet.actions.loan', icon: <CollectMoneyOutline /> },
  { to: '/home/coupons', label: 'wallet.actions.coupons', icon: <CouponOutline /> },
]

function WalletScreen() {
  const { t } = useTranslation('money')
  const go = useGo()
  const profile = useQuery(moneyQueries.balances())

  return (
    <main className={styles.screen}>
      <BackHeader title={t('wallet.title')} />
      <PullRefresh onRefresh={() => profile.refetch()}>
        {profile.isPending ? (
          <div className={styles.loading}>
            <Loading label={t('common:loading')} />
          </div>
        ) : profile.isError ? (
          <div className={styles.loading}>
            <Button size="small" onClick={() => void profile.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : (
          <>
            <section className={styles.card} aria-label={t('wallet.total')}>
              <Balances user={profile.data} />
            </section>
            <section className={styles.card} aria-label={t('wallet.balances')}>
              <h2 className={styles.cardTitle}>{t('wallet.balances')}</h2>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('wallet.twdAvailable')}</dt>
                  <dd>{formatMoney(profile.data.money)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.twdFrozen')}</dt>
                  <dd>{formatMoney(profile.data.freeze_money)}</dd>
                </div>
                <div>
                  <dt>USD</dt>
                  <dd>{formatMoney(profile.data.usd_money)}</dd>
                </div>
                <div>
                  <dt>USDT</dt>
                  <dd>{formatMoney(profile.data.usdt_money)}</dd>
                </div>
              </dl>
            </section>
            <PendingSettlements />
          </>
        )}
        <nav className={wallet.actions} aria-label={t('wallet.actionsLabel')}>
          {actions.map((action) => (
            <button key={action.to} type="button" className={wallet.action} onClick={() => go({ to: action.to })}>
              {action.icon}
              <span>{t(action.label)}</span>
            </button>
          ))}
        </nav>
      </PullRefresh>
    </main>
  )
}
