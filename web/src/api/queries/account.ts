// Query factories of the account area: the profile (with the balances the money screens
// show), notices and messages, and the broker's texts. Every key starts with 'account' and
// comes from accountKeys; accountRefresh says what each of the area's changes refreshes.
import { type QueryKey, queryOptions } from '@tanstack/react-query'

import type { ResponseData } from '#openapi/operations.ts'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { accountInfoQuery, accountKeys, type NoticeType, type TextType } from './account-info.ts'
import { listRefreshMs } from './market-quote.ts'

// The keys and the profile's query live in account-info.ts (home's loader's).
export { accountKeys }
export type { NoticeType, TextType } from './account-info.ts'
export type CreditScoreChange = ResponseData<'/user/xyflog'>[number]

export const accountQueries = {
  /** The logged-in user's profile and balances. */
  info: accountInfoQuery,
  /**
   * The same profile with the account's figures (total assets and its parts, the holdings'
   * profit and loss), read again while a screen shows them: prices move every minute.
   */
  figures: () => queryOptions({ ...accountInfoQuery(), refetchInterval: listRefreshMs }),
  /**
   * The credit score's changes, 10 a page, newest first; read again whenever it is shown
   * (events of other areas and the clock move the score).
   */
  creditLog: () => ({
    ...pagedQueryOptions(accountKeys.creditLog(), (page) => api.read('/user/xyflog', { page })),
    staleTime: 0,
  }),
  /** Notices (type 1) or the user's messages (type 2), 10 a page, newest first. */
  notices: (type: NoticeType) =>
    pagedQueryOptions(accountKeys.noticesOf(type), (page) => api.read('/user/notice', { page, type })),
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
