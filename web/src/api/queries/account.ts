// Query factories of the account area (issue 6): notices and messages, server texts, daily
// sign-in and the lottery. Keys start with the upstream group of the call.
import { queryOptions } from '@tanstack/react-query'
import type { RequestBody } from '#openapi/operations.ts'
import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'

export type NoticeType = RequestBody<'/user/notice'>['type']
export type TextType = RequestBody<'/common/wenben'>['type']

export const accountQueries = {
  /** Notices (type 1) or the user's messages (type 2), 10 a page, newest first. */
  notices: (type: NoticeType) => pagedQueryOptions(['user', 'notice', type], (page) => api.read('/user/notice', { page, type })),
  /** Opening one marks it as read on the server: refresh the lists and counts after it. */
  notice: (id: number) =>
    queryOptions({
      queryKey: ['user', 'noticedetail', id],
      queryFn: () => api.read('/user/noticedetail', { id }),
    }),
  unreadCounts: () =>
    queryOptions({
      queryKey: ['user', 'noticenum'],
      queryFn: () => api.read('/user/noticenum', {}),
    }),
  /** A server text; they change rarely, so one read a few minutes. */
  text: (type: TextType) =>
    queryOptions({
      queryKey: ['common', 'wenben', type],
      queryFn: () => api.read('/common/wenben', { type }),
      staleTime: 5 * 60 * 1000,
    }),
  signin: () =>
    queryOptions({
      queryKey: ['user', 'qiandaoinfo'],
      queryFn: () => api.read('/user/qiandaoinfo', {}),
    }),
  lottery: () =>
    queryOptions({
      queryKey: ['user', 'choujianginfo'],
      queryFn: () => api.read('/user/choujianginfo', {}),
    }),
  lotteryRecords: () => pagedQueryOptions(['user', 'choujianglist'], (page) => api.read('/user/choujianglist', { page })),
}
