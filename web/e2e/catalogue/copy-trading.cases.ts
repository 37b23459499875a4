// The copy-trading area's catalogue entries on the products screen (/home/fllow).
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const product = ({ page }: ScreenSteps, name: string) => page.getByRole('listitem', { name })
const follow = (name: string, amount: string) => async (steps: ScreenSteps) => {
  await product(steps, name).getByRole('button', { name: '跟單' }).click()
  const field = product(steps, name).getByRole('textbox', { name: '跟單金額' })
  await field.fill(amount)
  return [field]
}
const confirm = (name: string) => (steps: ScreenSteps) =>
  product(steps, name).getByRole('button', { name: '確認跟單' }).click()
const ready = ({ page }: ScreenSteps) => page.getByRole('listitem', { name: '穩健成長一號' }).waitFor()

export const copyTradingCases: readonly ScreenCase[] = [
  {
    id: 'product_unavailable',
    route: '/home/fllow',
    raisedBy: 'rule',
    call: '/trade/buy_product',
    when: 'the product’s deadline passes while the form is open',
    ready,
    fill: follow('科技趨勢精選', '50000'),
    // 科技趨勢精選 closes on 2026-12-03 at 09:30.
    confirmation: ({ mock }) => mock.setClock({ set: '2026-12-03T09:31:00+08:00' }).then(() => undefined),
    submit: confirm('科技趨勢精選'),
  },
  {
    id: 'copy_min_amount',
    route: '/home/fllow',
    raisedBy: 'rule',
    call: '/trade/buy_product',
    when: 'less than the product’s minimum',
    ready,
    fill: follow('穩健成長一號', '5000'),
    submit: confirm('穩健成長一號'),
  },
]
