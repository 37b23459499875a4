// The account area's keys and the query home's loader asks for while the screen's code loads
// (the profile and balances). A route's loader is part of the entry, with every module it
// imports, whole: these live apart from the area's other factories (account.ts, which
// re-exports them) so that those come with the screens that use them.
import { queryOptions } from '@tanstack/react-query'

import type { RequestBody } from '#openapi/operations.ts'

import { api } from '../index.ts'

export type NoticeType = RequestBody<'/user/notice'>['type']
export type TextType = RequestBody<'/common/wenben'>['type']

export const accountKeys = {
  all: ['account'] as const,
  /** The profile and balances (/user/getUserinfo). */
  info: () => ['account', 'info'] as const,
  /** The credit score's history (/user/xyflog). */
  creditLog: () => ['account', 'credit-log'] as const,
  /** Both notice lists (notices and messages). */
  notices: () => ['account', 'notices'] as const,
  noticesOf: (type: NoticeType) => ['account', 'notices', type] as const,
  notice: (id: number) => ['account', 'notice', id] as const,
  unreadCounts: () => ['account', 'unread-counts'] as const,
  text: (type: TextType) => ['account', 'texts', type] as const,
}

/** The logged-in user's profile and balances. */
export const accountInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.info(),
    queryFn: () => api.read('/user/getUserinfo', {}),
  })
