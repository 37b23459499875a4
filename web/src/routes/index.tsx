// The root address opens the start screen (docs/product.md#screens-and-routes).
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login/start', replace: true })
  },
})
