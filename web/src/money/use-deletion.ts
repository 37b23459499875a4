// Unbinding a card or an address: asked once more, then sent; `refresh` (the money area's
// moneyRefresh for that list) is read again.
import type { QueryKey } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import type { ApiPath, RequestBody } from '#openapi/operations.ts'

import { useSubmission } from '../api/use-submission.ts'
import { confirm as confirmDialog } from '../components/confirm.ts'
import { showToast } from '../frame/toast.ts'

export function useDeletion<P extends '/user/delbakcard' | '/user/delUsdt'>(
  path: P & ApiPath,
  refresh: readonly QueryKey[],
): { remove: (body: RequestBody<P>, what: string) => void; isPending: boolean } {
  const { t } = useTranslation('money')
  const deletion = useSubmission(path, () => showToast(t('delete.done')), { refresh })
  return {
    isPending: deletion.isPending,
    remove(body, what) {
      void confirmDialog({
        content: t('delete.confirm', { what }),
        confirmText: t('delete.action'),
        cancelText: t('common:cancel'),
      }).then((confirmed) => {
        if (confirmed) deletion.submit(body)
      })
    },
  }
}
