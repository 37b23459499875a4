// Fund password (資金密碼): set it, or change it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { isFundPassword } from '../../account/password-rules.ts'
import { PasswordForm, type PasswordValues } from '../../account/PasswordForm.tsx'
import { api } from '../../api/index.ts'
import { accountQueries, accountRefresh } from '../../api/queries/account.ts'
import { refresh } from '../../api/refresh.ts'
import { Loaded } from '../../components/Loaded.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useBack } from '../../frame/navigation.ts'
import { showToast } from '../../frame/toast.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/fundPass')({
  loader: loadTexts('account'),
  component: FundPassScreen,
})

/** Sets the first fund password, or changes it with the current one (attempts are limited by the server). */
function FundPassScreen() {
  const { t } = useTranslation('account')
  const user = useQuery(accountQueries.info())
  const queryClient = useQueryClient()
  const back = useBack()
  const save = useMutation({
    mutationFn: ({ values, first }: { values: PasswordValues; first: boolean }) =>
      first
        ? api.submit('/user/setPasswords', { new_pass: values.new_pass, new_passs: values.new_passs })
        : api.submit('/user/changePasswords', values),
    onSuccess: async (result, { first }) => {
      if (result === false) return
      showToast(t(first ? 'fundPass.setDone' : 'fundPass.changeDone'))
      await refresh(
        queryClient,
        first ? accountRefresh.afterFundPasswordSet() : accountRefresh.afterFundPasswordChanged(),
      )
      back()
    },
  })

  return (
    <main className={styles.screen}>
      <BackHeader title={user.data?.passwords === 0 ? t('fundPass.setTitle') : t('fundPass.changeTitle')} />
      <Loaded query={user}>
        {(data) => {
          const first = data.passwords === 0
          return (
            <PasswordForm
              // A new form once the password is set: the fields differ.
              key={first ? 'set' : 'change'}
              name={first ? 'fundPassSet' : 'fundPassChange'}
              withCurrent={!first}
              numeric
              maxLength={6}
              newPasswordProblem={(value) => (isFundPassword(value) ? undefined : t('validation.fundFormat'))}
              texts="fundPass"
              submit={first ? t('fundPass.submitSet') : t('fundPass.submitChange')}
              pending={save.isPending}
              onSubmit={(values) => save.mutate({ values, first })}
            />
          )
        }}
      </Loaded>
    </main>
  )
}
