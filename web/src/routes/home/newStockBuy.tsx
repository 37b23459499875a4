// Subscribe to a new share: one public offering and its subscription form.
// Subscribing to one new share, public variant (see new-shares/variants.ts).
import { createFileRoute } from '@tanstack/react-router'

import { SubscribeScreen } from '../../new-shares/SubscribeScreen.tsx'

export const Route = createFileRoute('/home/newStockBuy')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({
    id: typeof search.id === 'number' && Number.isSafeInteger(search.id) && search.id > 0 ? search.id : 0,
  }),
  component: Screen,
})

function Screen() {
  return <SubscribeScreen variant="public" id={Route.useSearch().id} />
}
