// The root address: it opens the start screen.
import { createFileRoute, redirect } from '@tanstack/react-router'

// The root address opens the start screen (spec section 2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login/start', replace: true })
  },
})
