// Block trades (鉅額交易): the offers, with the way to buy and to the purchases.
// The screen is block-trades/OffersScreen.tsx.
import { createFileRoute } from '@tanstack/react-router'

import { OffersScreen } from '../../block-trades/OffersScreen.tsx'

export const Route = createFileRoute('/home/blockTrade')({
  component: OffersScreen,
})
