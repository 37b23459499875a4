// New shares, auction variant: the offerings and the user's records (see newshares/variants.ts).
import { createFileRoute } from '@tanstack/react-router'
import { tabSearch } from '../../money/use-tab.ts'
import { OfferingsScreen } from '../../newshares/OfferingsScreen.tsx'
import { listTabs } from '../../newshares/variants.ts'

export const Route = createFileRoute('/home/newStockJp')({
  validateSearch: tabSearch(listTabs),
  component: Screen,
})

function Screen() {
  return <OfferingsScreen variant="auction" tab={Route.useSearch().tab} />
}
