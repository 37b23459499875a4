// New-share auctions (競拍): the auction offerings and the user's bids.
// New shares, auction variant: the offerings and the user's records (see new-shares/variants.ts).
import { createFileRoute } from '@tanstack/react-router'

import { tabSearch } from '../../frame/tab-search.ts'
import { listTabs } from '../../new-shares/list-tabs.ts'
import { OfferingsScreen } from '../../new-shares/OfferingsScreen.tsx'

export const Route = createFileRoute('/home/newStockJp')({
  validateSearch: tabSearch(listTabs),
  component: Screen,
})

function Screen() {
  return <OfferingsScreen variant="auction" tab={Route.useSearch().tab} />
}
