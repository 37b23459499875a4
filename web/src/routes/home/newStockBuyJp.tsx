// Bid for a new share: one auction offering and its bidding form.
// Subscribing to one new share, auction variant (see new-shares/variants.ts).
import { createFileRoute } from '@tanstack/react-router'

import { SubscribeScreen } from '../../new-shares/SubscribeScreen.tsx'

export const Route = createFileRoute('/home/newStockBuyJp')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({
    id: typeof search.id === 'number' && Number.isSafeInteger(search.id) && search.id > 0 ? search.id : 0,
  }),
  component: Screen,
})

function Screen() {
  return <SubscribeScreen variant="auction" id={Route.useSearch().id} />
}
