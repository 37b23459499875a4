// New shares (新股申購): the public offerings and the user's subscriptions.
// New shares, public variant: the offerings and the user's records (see new-shares/variants.ts).
import { createFileRoute } from '@tanstack/react-router'

import { tabSearch } from '../../frame/tab-search.ts'
import { listTabs } from '../../new-shares/list-tabs.ts'
import { OfferingsScreen } from '../../new-shares/OfferingsScreen.tsx'

export const Route = createFileRoute('/home/newStock')({
  validateSearch: tabSearch(listTabs),
  component: Screen,
})

function Screen() {
  return <OfferingsScreen variant="public" tab={Route.useSearch().tab} />
}
