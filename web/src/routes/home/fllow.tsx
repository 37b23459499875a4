// Copy trading (跟單): the products to follow, and the user's subscriptions.
// The screen is copy-trading/CopyTradingScreen.tsx; `tab` picks the products or the user's own.
import { createFileRoute } from '@tanstack/react-router'

import { CopyTradingScreen } from '../../copy-trading/CopyTradingScreen.tsx'
import { copyTradingTabs } from '../../copy-trading/tabs.ts'
import { tabSearch } from '../../frame/tab-search.ts'

export const Route = createFileRoute('/home/fllow')({
  validateSearch: tabSearch(copyTradingTabs),
  component: Screen,
})

function Screen() {
  return <CopyTradingScreen tab={Route.useSearch().tab} />
}
