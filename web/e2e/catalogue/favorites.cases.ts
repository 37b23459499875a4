// The favorites area's catalogue entries at the star of the order box, where the watchlist
// changed on another device while the screen was open, and on the groups tab of the edit
// screen, where the groups did. The screen checks a group's name against the groups it
// shows before sending it, and never offers to rename or delete the default group, so
// watchlist_group_name_invalid and watchlist_group_default arise on no screen.
import type { ScreenCase, ScreenSteps } from './screen-case.ts'

const orderBox = '/market/stockDetail'
const onStock = (symbol: string, name: string) => (steps: ScreenSteps) =>
  steps.page.addInitScript((stock) => localStorage.setItem('stockDetail', JSON.stringify(stock)), {
    symbol,
    name,
    market: 'listed',
  })
const star = ({ page }: ScreenSteps, label: string) => page.getByRole('button', { name: label, exact: true })

const editScreen = '/favorite/editSelf'
const groupsList = ({ page }: ScreenSteps) => page.getByRole('list', { name: '自選群組' })
/** Opens the groups tab and waits for the group named `last` (the default group by default). */
const groupsTab =
  (last = '自選股') =>
  async (steps: ScreenSteps) => {
    await steps.page.getByRole('tab', { name: '群組' }).click()
    await groupsList(steps).getByRole('listitem', { name: last, exact: true }).waitFor()
  }
/** Makes groups through the API before the screen opens. */
const withGroups =
  (...names: string[]) =>
  async (steps: ScreenSteps) => {
    for (const name of names) await steps.doneAsUser('/user/addOptionalGroup', { name })
  }
/** Types a new group's name; it must still be there after the refusal. */
const typeNewGroup = (name: string) => async (steps: ScreenSteps) => {
  const field = steps.page.getByRole('textbox', { name: '新群組名稱' })
  await field.fill(name)
  return [field]
}
const createOnOtherDevice = (name: string) => async (steps: ScreenSteps) => {
  await steps.doneAsUser('/user/addOptionalGroup', { name })
}
/** The first 18 of the user's own groups: with the default one, one short of the 20 allowed. */
const eighteenGroups = Array.from({ length: 18 }, (_, index) => `群組${index + 1}`)

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
  {
    id: 'watchlist_groups_full',
    route: editScreen,
    raisedBy: 'rule',
    call: '/user/addOptionalGroup',
    when: 'the 20th group was made on another device after the screen opened with 19',
    arrange: withGroups(...eighteenGroups),
    ready: groupsTab(eighteenGroups.at(-1)),
    fill: typeNewGroup('科技'),
    confirmation: createOnOtherDevice('群組19'),
    submit: (steps) => steps.button('新增群組').click(),
  },
  {
    id: 'watchlist_group_name_exists',
    route: editScreen,
    raisedBy: 'rule',
    call: '/user/addOptionalGroup',
    when: 'a group of that name was made on another device after the screen opened',
    ready: groupsTab(),
    fill: typeNewGroup('科技'),
    confirmation: createOnOtherDevice('科技'),
    submit: (steps) => steps.button('新增群組').click(),
  },
  {
    id: 'watchlist_group_absent',
    route: editScreen,
    raisedBy: 'rule',
    call: '/user/removeOptionalGroup',
    when: 'the group was deleted on another device while its deletion was being confirmed',
    arrange: withGroups('AI'),
    ready: groupsTab('AI'),
    confirmation: async (steps) => {
      await steps.button('刪除AI').click()
      await steps.page.getByRole('dialog').getByRole('button', { name: '刪除', exact: true }).waitFor()
      const groups = (await steps.doneAsUser('/user/optionalGroups', {})) as Array<{ id: number; name: string }>
      const ai = groups.find((group) => group.name === 'AI')
      if (ai === undefined) throw new Error('the group AI is not there')
      await steps.doneAsUser('/user/removeOptionalGroup', { id: ai.id })
    },
    submit: (steps) => steps.page.getByRole('dialog').getByRole('button', { name: '刪除', exact: true }).click(),
  },
  {
    id: 'watchlist_group_order_changed',
    route: editScreen,
    raisedBy: 'rule',
    call: '/user/sortOptionalGroups',
    when: 'a group was made on another device after the screen opened, so the order sent misses it',
    arrange: withGroups('AI', '金融'),
    ready: groupsTab('金融'),
    confirmation: createOnOtherDevice('航運'),
    submit: (steps) => steps.button('金融上移').click(),
  },
]
