// The five entries of the bottom tab bar, in the product's order (docs/product.md#the-frame).
export const tabs = [
  { to: '/home/index', label: 'tabs.home' },
  { to: '/market/stockDetail', label: 'tabs.orderBox' },
  { to: '/trade/index', label: 'tabs.positions' },
  { to: '/favorite/index', label: 'tabs.favorites' },
  { to: '/market/largeMarket', label: 'tabs.market' },
] as const

export type TabPath = (typeof tabs)[number]['to']

/** A tab's address keeps the tab bar on screen, also while its screen is not open yet. */
export function isTabPath(path: string): path is TabPath {
  return tabs.some((tab) => tab.to === path)
}
