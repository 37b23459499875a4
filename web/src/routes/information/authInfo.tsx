// Identity (身分驗證): the verification status, and the form to submit.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { IdentityForm } from '../../account/IdentityForm.tsx'
import { IdentityStatus } from '../../account/IdentityStatus.tsx'
import { accountQueries } from '../../api/queries/account.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/authInfo')({
  loader: loadTexts('account'),
  component: AuthInfoScreen,
})

/**
 * Identity verification: the form while not verified (prefilled after a rejection), the
 * submitted data with its review status (待審核 / 已通過) otherwise.
 */
function AuthInfoScreen() {
  const { t } = useTranslation('account')
  const user = useQuery(accountQueries.info())
  return (
    <main className={styles.screen}>
      <BackHeader title={t('identity.title')} />
      <Loaded query={user}>
        {(data) =>
          data.is_true === 1 || data.is_true === 3 ? (
            <IdentityStatus user={data} />
          ) : (
            <>
              {data.is_true === 2 ? <IdentityStatus user={data} /> : null}
              <IdentityForm initial={{ realname: data.realname, id_card: data.id_card }} />
            </>
          )
        }
      </Loaded>
    </main>
  )
}
