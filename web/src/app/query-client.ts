import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The request layer already told the user; a retry would toast twice.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
})
