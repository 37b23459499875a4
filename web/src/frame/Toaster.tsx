import { useSyncExternalStore } from 'react'

import { currentToast, subscribeToToasts } from './toast.ts'
import styles from './Toaster.module.css'

/** Shows the current toast. The live region is always present so each message is announced. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => undefined)
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <p key={toast.id} className={styles.toast}>
          {toast.text}
        </p>
      ) : null}
    </div>
  )
}
