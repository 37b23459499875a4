// The copy-trading screen's tabs, kept in the address (`?tab=`). Apart from the screen: the
// route validates its search with them, and the route definition is part of the entry.
export const copyTradingTabs = ['products', 'mine'] as const
export type CopyTradingTab = (typeof copyTradingTabs)[number]
