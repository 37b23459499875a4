import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The request layer already told the user; a retry would toast twice.
      retry: false,
      refetchOnWindowFocus: false,
      // Offline, a call must fail at once with the network message (the request layer's),
      // not wait silently for the connection to come back.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
})
