// Buy a block trade: one offer's price and limits, and the purchase form.
// The screen is block-trades/BuyScreen.tsx; `id` is the offer's.
import { createFileRoute } from '@tanstack/react-router'

import { BuyScreen } from '../../block-trades/BuyScreen.tsx'

export const Route = createFileRoute('/home/blockTrade1')({
  validateSearch: (search: Record<string, unknown>): { id: number } => ({
    id: typeof search.id === 'number' && Number.isSafeInteger(search.id) && search.id > 0 ? search.id : 0,
  }),
  component: Screen,
})

function Screen() {
  return <BuyScreen id={Route.useSearch().id} />
}
