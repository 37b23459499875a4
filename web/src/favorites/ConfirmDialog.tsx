// A question before a change that cannot be undone (deleting a group): a native modal
// dialog with the action and a way out (Escape too).
import { useEffect, useRef } from 'react'

import groupStyles from './groups.module.css'

export function ConfirmDialog({
  message,
  action,
  cancel,
  onConfirm,
  onClose,
}: {
  message: string
  action: string
  cancel: string
  onConfirm: () => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={dialog} className={groupStyles.sheet} aria-label={message} onClose={onClose}>
      <p className={groupStyles.question}>{message}</p>
      <div className={groupStyles.sheetActions}>
        <button type="button" onClick={() => dialog.current?.close()}>
          {cancel}
        </button>
        <button
          type="button"
          onClick={() => {
            onConfirm()
            dialog.current?.close()
          }}
        >
          {action}
        </button>
      </div>
    </dialog>
  )
}
