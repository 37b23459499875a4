// The favorites area's catalogue entries at the star of the order box, where the watchlist
// changed on another device while the screen was open.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const orderBox = '/market/stockDetail'
const onStock = (symbol: string, name: string) => (steps: ScreenSteps) =>
  steps.page.addInitScript((stock) => localStorage.setItem('stockDetail', JSON.stringify(stock)), { symbol, name, market: 'listed' })
const star = ({ page }: ScreenSteps, label: string) => page.getByRole('button', { name: label, exact: true })

export const favoritesCases: readonly ScreenCase[] = [
  {
    id: 'watchlist_symbol_exists',
    route: orderBox,
    raisedBy: 'rule',
    call: '/user/addOptional',
    when: '聯電 was added on another device after the screen opened',
    arrange: onStock('2303', '聯電'),
    ready: (steps) => star(steps, '加入自選：聯電').waitFor(),
    confirmation: async ({ callAsUser }) => {
      const added = await callAsUser('/user/addOptional', { symbol: '2303' })
      if (added.status !== 1) throw new Error(`adding on the other device was refused: ${added.msg}`)
    },
    submit: (steps) => star(steps, '加入自選：聯電').click(),
  },
  {
    id: 'watchlist_symbol_absent',
    route: orderBox,
    raisedBy: 'rule',
    call: '/user/removeOptional',
    when: '台積電 was removed on another device after the screen opened',
    ready: (steps) => star(steps, '移出自選：台積電').waitFor(),
    confirmation: async ({ callAsUser }) => {
      const removed = await callAsUser('/user/removeOptional', { symbol: '2330' })
      if (removed.status !== 1) throw new Error(`removing on the other device was refused: ${removed.msg}`)
    },
    submit: (steps) => star(steps, '移出自選：台積電').click(),
  },
  {
    id: 'watchlist_full',
    route: orderBox,
    raisedBy: 'forced',
    call: '/user/addOptional',
    when: 'the market has fewer than the 100 codes a full watchlist needs, so the refusal is forced',
    arrange: onStock('2303', '聯電'),
    ready: (steps) => star(steps, '加入自選：聯電').waitFor(),
    submit: (steps) => star(steps, '加入自選：聯電').click(),
  },
]
