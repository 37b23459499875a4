// Query factories of the account area: the profile (with the balances the money screens
// show), notices and messages, and the broker's texts. Every key starts with 'account' and
// comes from accountKeys; accountRefresh says what each of the area's changes refreshes.
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { RequestBody, ResponseData } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'

export type NoticeType = RequestBody<'/user/notice'>['type']
export type TextType = RequestBody<'/common/wenben'>['type']
export type CreditScoreChange = ResponseData<'/user/xyflog'>[number]

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

export const accountQueries = {
  /** The logged-in user's profile and balances. */
  info: () =>
    queryOptions({
      queryKey: accountKeys.info(),
      queryFn: () => api.read('/user/getUserinfo', {}),
    }),
  /**
   * The credit score's changes, 10 a page, newest first; read again whenever it is shown
   * (events of other areas and the clock move the score).
   */
  creditLog: () => ({ ...pagedQueryOptions(accountKeys.creditLog(), (page) => api.read('/user/xyflog', { page })), staleTime: 0 }),
  /** Notices (type 1) or the user's messages (type 2), 10 a page, newest first. */
  notices: (type: NoticeType) => pagedQueryOptions(accountKeys.noticesOf(type), (page) => api.read('/user/notice', { page, type })),
  /** Opening one marks it as read on the server: refresh with accountRefresh.afterNoticeOpened. */
  notice: (id: number) =>
    queryOptions({
      queryKey: accountKeys.notice(id),
      queryFn: () => api.read('/user/noticedetail', { id }),
    }),
  unreadCounts: () =>
    queryOptions({
      queryKey: accountKeys.unreadCounts(),
      queryFn: () => api.read('/user/noticenum', {}),
    }),
  /** A server text; they change rarely, so one read a few minutes. */
  text: (type: TextType) =>
    queryOptions({
      queryKey: accountKeys.text(type),
      queryFn: () => api.read('/common/wenben', { type }),
      staleTime: 5 * 60 * 1000,
    }),
}

/** What each change of the account area makes stale. */
export const accountRefresh = {
  /** /user/shiming: the profile's verification state. */
  afterIdentitySubmitted: (): QueryKey[] => [accountKeys.info()],
  /** /user/setPasswords: the profile says a fund password is set. */
  afterFundPasswordSet: (): QueryKey[] => [accountKeys.info()],
  /** /user/changePasswords: nothing the app shows (the profile only says whether one is set). */
  afterFundPasswordChanged: (): QueryKey[] => [],
  /** /user/noticedetail marks the notice read: both lists (it may be in either) and the counts. */
  afterNoticeOpened: (): QueryKey[] => [accountKeys.notices(), accountKeys.unreadCounts()],
  /** /user/noticeread: that list's rows and the counts. */
  afterAllRead: (type: NoticeType): QueryKey[] => [accountKeys.noticesOf(type), accountKeys.unreadCounts()],
}
