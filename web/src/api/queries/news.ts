// Query factories of the news area: the list and one item. Every key starts with 'news'
// and comes from newsKeys (the area changes nothing: no refresh list). The news is the
// same for every user (sameForEveryUser: a login keeps it).
import { queryOptions } from '@tanstack/react-query'

import { api } from '../index.ts'
import { pagedQueryOptions } from '../paging.ts'
import { sameForEveryUser } from '../refresh.ts'

export const newsKeys = {
  all: ['news'] as const,
  list: () => ['news', 'list'] as const,
  item: (id: number) => ['news', 'item', id] as const,
}

export const newsQueries = {
  /** The news, 10 a page, newest first. */
  list: () => pagedQueryOptions(newsKeys.list(), (page) => api.read('/common/newss', { page }), sameForEveryUser),
  item: (id: number) =>
    queryOptions({
      queryKey: newsKeys.item(id),
      queryFn: () => api.read('/common/newsdetail', { id }),
      staleTime: 5 * 60 * 1000,
      ...sameForEveryUser,
    }),
}
