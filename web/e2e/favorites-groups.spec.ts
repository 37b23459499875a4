// Watchlist groups: make a group, move stocks into it and see them under its tab; the star
// lets the user pick the groups once there are several; rename, reorder and delete groups,
// with the rules checked; and no list of stock rows shows a bullet.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const rowNames = async (page: Page, list: string) =>
  (
    await page.getByRole('list', { name: list, exact: true }).getByRole('button', { name: /\d{4}/ }).allInnerTexts()
  ).map((text) => text.split('\n')[0])
const groupsList = (page: Page) => page.getByRole('list', { name: '自選群組' })

/** Makes a group on the edit screen's groups tab. */
async function createGroup(page: Page, name: string) {
  await page.getByRole('textbox', { name: '新群組名稱' }).fill(name)
  await page.getByRole('button', { name: '新增群組' }).click()
  await expect(toast(page, '已新增群組')).toBeVisible()
  await expect(groupsList(page).getByRole('listitem', { name, exact: true })).toBeVisible()
}

/** Every list item on screen that shows a marker (a bullet or a number). */
const markedItems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('li')]
      .filter(
        (item) => getComputedStyle(item).display === 'list-item' && getComputedStyle(item).listStyleType !== 'none',
      )
      .map((item) => item.closest('[aria-label]')?.getAttribute('aria-label') ?? item.textContent),
  )

test('make a group, move two stocks into it, and see them under its tab', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/favorite/index')
  await expect(page.getByRole('list', { name: '自選股' })).toBeVisible()
  await page.getByRole('button', { name: '管理群組' }).click()
  await expect(page.getByRole('heading', { name: '編輯自選' })).toBeVisible()
  // The default group is there already, without rename or delete.
  const mine = groupsList(page).getByRole('listitem', { name: '自選股' })
  await expect(mine).toContainText('5檔')
  await expect(mine.getByRole('button')).toHaveCount(0)
  await createGroup(page, '半導體')

  // Its stocks tab: pick the default group's stocks and move them.
  await page.getByRole('tab', { name: '股票' }).click()
  await expect(page.getByRole('button', { name: '自選股', pressed: true })).toBeVisible()
  await page.getByRole('checkbox', { name: '選取台積電' }).check()
  await page.getByRole('checkbox', { name: '選取聯發科' }).check()
  await page.getByRole('button', { name: '移動（2）' }).click()
  await page
    .getByRole('dialog', { name: '移動到' })
    .getByRole('button', { name: /半導體/ })
    .click()
  await expect(toast(page, '已移至「半導體」')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: '選取台積電' })).toHaveCount(0)
  expect((await mock.requests('/user/moveOptional')).map((call) => call.body)).toEqual([
    { symbols: ['2330', '2454'], from: 0, to: 1 },
  ])

  // The favorites tab has a tab for it, listing them with live prices; the default group no longer does.
  await page.getByRole('button', { name: '返回' }).click()
  await expect.poll(() => rowNames(page, '自選股')).toEqual(['鴻海', '元大台灣50', '國泰金'])
  await page.getByRole('tab', { name: '半導體' }).click()
  await expect.poll(() => rowNames(page, '半導體')).toEqual(['台積電', '聯發科'])
  await expect(page.getByRole('list', { name: '半導體' }).getByRole('button', { name: '台積電 2330' })).toContainText(
    /\d\.\d{2}/,
  )
  expect(await markedItems(page)).toEqual([])
})

test('with groups of its own, the star on a row or in the order box opens the groups to tick', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/favorite/editSelf?tab=groups')
  await createGroup(page, '航運')
  await page.goto('/#/favorite/search')
  await page.getByRole('searchbox').fill('長榮')
  const results = page.getByRole('list', { name: '搜尋結果' })
  await results.getByRole('button', { name: '自選群組：長榮' }).click()
  const picker = page.getByRole('dialog', { name: '加入自選群組：長榮' })
  // Ticked once the server has it.
  await picker.getByRole('checkbox', { name: /航運/ }).click()
  await expect(picker.getByRole('checkbox', { name: /航運/ })).toBeChecked()
  await expect(picker.getByRole('checkbox', { name: /自選股/ })).not.toBeChecked()
  await picker.getByRole('button', { name: '完成' }).click()
  await expect(picker).toBeHidden()
  await expect(results.getByRole('button', { name: '自選群組：長榮' })).toHaveAttribute('aria-pressed', 'true')
  expect((await mock.requests('/user/addGroupOptional')).map((call) => call.body)).toEqual([{ id: 1, symbol: '2603' }])
  // No bullets beside the results either.
  expect(await markedItems(page)).toEqual([])

  await page.goto('/#/favorite/index?tab=1')
  await expect.poll(() => rowNames(page, '航運')).toEqual(['長榮'])

  // The order box's star is the same: untick the group there.
  await page.getByRole('list', { name: '航運' }).getByRole('button', { name: '長榮 2603' }).click()
  await expect(page.getByRole('heading', { name: '長榮' })).toBeVisible()
  await page.getByRole('button', { name: '自選群組：長榮' }).click()
  const boxPicker = page.getByRole('dialog', { name: '加入自選群組：長榮' })
  await boxPicker.getByRole('checkbox', { name: /航運/ }).click()
  await expect(boxPicker.getByRole('checkbox', { name: /航運/ })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(boxPicker).toBeHidden()
  await expect(page.getByRole('button', { name: '自選群組：長榮' })).toHaveAttribute('aria-pressed', 'false')
})

test('rename, reorder and delete groups; names are checked and the server’s refusals shown', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/favorite/editSelf?tab=groups')
  await createGroup(page, 'AI')
  await createGroup(page, '金融')

  // Checked here first: too long, and a name another group has (letters without case).
  await page.getByRole('textbox', { name: '新群組名稱' }).fill('一二三四五六七八九十一')
  await page.getByRole('button', { name: '新增群組' }).click()
  await expect(page.getByRole('alert')).toHaveText('群組名稱須為1-10個字')
  await page.getByRole('textbox', { name: '新群組名稱' }).fill('ai')
  await page.getByRole('button', { name: '新增群組' }).click()
  await expect(page.getByRole('alert')).toHaveText('群組名稱已存在')
  // The server's limit, as it would answer at 20 groups.
  await mock.forceError('/user/addOptionalGroup', 'watchlist_groups_full')
  await page.getByRole('textbox', { name: '新群組名稱' }).fill('科技')
  await page.getByRole('button', { name: '新增群組' }).click()
  await expect(toast(page, '自選群組已達上限20組')).toBeVisible()

  await page.getByRole('button', { name: '重新命名AI' }).click()
  await page.getByRole('textbox', { name: 'AI的新名稱' }).fill('人工智慧')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(toast(page, '已更名')).toBeVisible()
  await page.getByRole('button', { name: '金融上移' }).click()
  await expect(groupsList(page).getByRole('listitem')).toHaveText([/^自選股/, /^金融/, /^人工智慧/])
  expect((await mock.requests('/user/sortOptionalGroups')).map((call) => call.body)).toEqual([{ ids: [2, 1] }])

  await page.getByRole('button', { name: '刪除金融' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪除' }).click()
  await expect(toast(page, '已刪除群組')).toBeVisible()
  await expect(groupsList(page).getByRole('listitem')).toHaveText([/^自選股/, /^人工智慧/])

  // The favorites tab follows.
  await page.goto('/#/favorite/index')
  await expect(page.getByRole('tab')).toHaveText(['自選股', '人工智慧', '分類'])
})
