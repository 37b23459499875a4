// The root address: it opens the start screen.
import { createFileRoute, redirect } from '@tanstack/react-router'

// The root address opens the start screen (docs/product.md#screens-and-routes).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login/start', replace: true })
  },
})
