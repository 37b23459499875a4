// Profile (個人資料): account, identity, fund password, credit score and its history, invitation code.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { maskTaiwanId } from '#rules/account.ts'

import styles from '../../account/AccountScreen.module.css'
import { CreditHistory } from '../../account/CreditHistory.tsx'
import { MenuList } from '../../account/MenuList.tsx'
import { accountQueries } from '../../api/queries/account.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { VerificationBadge } from '../../components/VerificationBadge.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { showToast } from '../../frame/toast.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/userInfo')({
  loader: loadTexts('account'),
  component: UserInfoScreen,
})

/** The user's profile: account, identity as verified, fund password, credit score and its history, invitation code. */
function UserInfoScreen() {
  const { t } = useTranslation('account')
  // Fresh: sign-ins, loans and the back office move the credit score elsewhere.
  const user = useQuery({ ...accountQueries.info(), staleTime: 0 })

  return (
    <main className={styles.screen}>
      <BackHeader title={t('profile.title')} />
      <Loaded query={user}>
        {(data) => (
          <>
            <section className={styles.card} aria-label={t('profile.title')}>
              <dl className={styles.facts}>
                <dt>{t('profile.account')}</dt>
                <dd>{data.account}</dd>
                <dt>{t('profile.realname')}</dt>
                <dd>{data.realname || t('profile.notFilled')}</dd>
                <dt>{t('profile.idCard')}</dt>
                <dd>{data.id_card ? maskTaiwanId(data.id_card) : t('profile.notFilled')}</dd>
                <dt>{t('profile.creditScore')}</dt>
                <dd>{data.xyf}</dd>
                <dt>{t('profile.inviteCode')}</dt>
                <dd>
                  {data.invite_code}{' '}
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={() => {
                      navigator.clipboard?.writeText(data.invite_code).then(
                        () => showToast(t('profile.copied')),
                        () => showToast(t('profile.copyFailed')),
                      )
                    }}
                  >
                    {t('profile.copy')}
                  </Button>
                </dd>
              </dl>
              <p className={styles.hint}>{t('profile.creditHint')}</p>
            </section>
            <CreditHistory />
            <MenuList
              rows={[
                {
                  key: 'authInfo',
                  label: t('links.authInfo'),
                  extra: <VerificationBadge state={data.is_true} />,
                  to: '/information/authInfo',
                },
                {
                  key: 'fundPass',
                  label: t('links.fundPass'),
                  extra: t(`fundPassState.${data.passwords}`),
                  to: '/information/fundPass',
                },
                { key: 'loginPass', label: t('links.loginPass'), to: '/information/loginPass' },
              ]}
            />
          </>
        )}
      </Loaded>
    </main>
  )
}
