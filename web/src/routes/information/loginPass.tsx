// Login password (登入密碼): change it, then log in again.
import { useMutation } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import styles from '../../account/AccountScreen.module.css'
import { isLoginPassword, loginPasswordLength } from '../../account/password-rules.ts'
import { PasswordForm, type PasswordValues } from '../../account/PasswordForm.tsx'
import { api } from '../../api/index.ts'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { useExit } from '../../frame/special-targets.ts'
import { showToast } from '../../frame/toast.ts'
import { loadTexts } from '../../i18n/load-texts.ts'

export const Route = createFileRoute('/information/loginPass')({
  loader: loadTexts('account'),
  component: LoginPassScreen,
})

/** Changes the login password; the user then logs in again with the new one. */
function LoginPassScreen() {
  const { t } = useTranslation('account')
  const exit = useExit()
  const change = useMutation({
    mutationFn: (values: PasswordValues) => api.submit('/user/changePassword', values),
    onSuccess: (result) => {
      if (result === false) return
      showToast(t('loginPass.done'))
      exit()
    },
  })

  return (
    <main className={styles.screen}>
      <BackHeader title={t('loginPass.title')} />
      <PasswordForm
        name="loginPass"
        withCurrent
        numeric={false}
        maxLength={loginPasswordLength.max}
        newPasswordProblem={(value) => (isLoginPassword(value) ? undefined : t('validation.passwordLength'))}
        texts="loginPass"
        submit={t('loginPass.submit')}
        pending={change.isPending || change.isSuccess}
        onSubmit={(values) => change.mutate(values)}
      />
    </main>
  )
}
