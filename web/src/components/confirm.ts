// A confirmation dialog (antd-mobile's Dialog.confirm), loaded when first opened: the dialog,
// its mask and the animation library they use stay out of the screens
// that may ask, until they do. `prepareConfirm` starts the load early (on a first touch of
// a form that will ask), so that the dialog opens at once.
import type DialogModule from 'antd-mobile/es/components/dialog'
import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog'

import { showToast } from '../frame/toast.ts'
import { i18n } from '../i18n/index.ts'

type Dialog = typeof DialogModule

let loading: Promise<Dialog> | undefined

function loadDialog(): Promise<Dialog> {
  loading ??= Promise.all([import('antd-mobile/es/components/dialog'), import('./kit-render.ts')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      // A failed load (offline) is forgotten: the next tap tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

export function prepareConfirm(): void {
  loadDialog().catch(() => {})
}

/** Resolves to whether the user confirmed; false, with the network message, when the dialog could not load. */
export async function confirm(props: DialogConfirmProps): Promise<boolean> {
  const dialog = await loadDialog().catch(() => undefined)
  if (dialog !== undefined) return dialog.confirm(props)
  showToast(i18n.t('startup:request.network'))
  return false
}
