// The user's block-trade purchases (購買紀錄), newest first.
import { createFileRoute } from '@tanstack/react-router'

import { PurchasesScreen } from '../../block-trades/PurchasesScreen.tsx'

export const Route = createFileRoute('/home/blockTrade2')({
  component: PurchasesScreen,
})
