import { queryOptions } from '@tanstack/react-query'
import { api } from '../index.ts'

export const userQueries = {
  /** The logged-in user's profile and balances. */
  info: () =>
    queryOptions({
      queryKey: ['user', 'info'],
      queryFn: () => api.read('/user/getUserinfo', {}),
    }),
}
