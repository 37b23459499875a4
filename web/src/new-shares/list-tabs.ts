// The tabs of the new-share lists (/home/newStock, /home/newStockJp), which their routes
// validate in the address. A route's search validation is part of the entry: it lives in a
// module of its own, apart from the variants' other helpers (variants.ts).
export const listTabs = ['offerings', 'records'] as const
export type ListTab = (typeof listTabs)[number]
