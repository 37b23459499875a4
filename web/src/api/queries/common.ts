import { queryOptions } from '@tanstack/react-query'
import { api } from '../index.ts'

export const commonQueries = {
  /** The site configuration, read once at start-up (spec section 7). */
  config: () =>
    queryOptions({
      queryKey: ['common', 'config'],
      queryFn: () => api.read('/common/config', { type: 'all' }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
