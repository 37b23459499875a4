// 安全登出 (the frame's 'exit' target) as a full-width button at the foot of a screen.
import Button from 'antd-mobile/es/components/button'
import { useTranslation } from 'react-i18next'

import { useExit } from '../frame/special-targets.ts'
import { showToast } from '../frame/toast.ts'
import styles from './AccountScreen.module.css'

export function ExitButton() {
  const { t } = useTranslation('account')
  const exit = useExit()
  return (
    <div className={styles.actions}>
      <Button
        block
        size="large"
        onClick={() => {
          showToast(t('centre.exiting'))
          exit()
        }}
      >
        {t('centre.exit')}
      </Button>
    </div>
  )
}
