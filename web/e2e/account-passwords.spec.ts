// The login password and the fund password: changed on their screens, with the server's
// rules (the wrong current password, the attempt limit) shown as its translated messages.
import type { Page } from '@playwright/test'

import { accountField, demo, expect, passwordField, storedSession, test, toast } from './fixtures.ts'

const newMember = '0922333444'

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })

test('the investor changes the login password, is logged out, and logs in with the new one only', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/information/setting')
  await page.getByRole('link', { name: '登入密碼' }).click()
  await expect(page.getByRole('heading', { name: '修改登入密碼' })).toBeVisible()

  // Checked before sending: too short, then two different new passwords.
  await field(page, '原密碼').fill(demo.password)
  await field(page, '新密碼').fill('abc')
  await field(page, '確認新密碼').fill('abd')
  await page.getByRole('button', { name: '確認修改' }).click()
  await expect(page.getByText('密碼長度需為6-20位')).toBeVisible()
  await expect(page.getByText('兩次輸入的密碼不一致')).toBeVisible()
  expect(await mock.requests('/user/changePassword')).toEqual([])

  // A wrong current password: the server's message, and the form keeps what was typed.
  await field(page, '原密碼').fill('not-my-password')
  await field(page, '新密碼').fill('Formosa2026')
  await field(page, '確認新密碼').fill('Formosa2026')
  await page.getByRole('button', { name: '確認修改' }).click()
  await expect(toast(page, '原密碼錯誤')).toBeVisible()
  await expect(field(page, '新密碼')).toHaveValue('Formosa2026')

  await field(page, '原密碼').fill(demo.password)
  await page.getByRole('button', { name: '確認修改' }).click()
  await expect(toast(page, '登入密碼已修改，請重新登入')).toBeVisible()
  await expect(page).toHaveURL(/#\/login\/login$/)
  expect(await storedSession(page)).toEqual({ tokend: null, account: null })

  await accountField(page).fill(demo.account)
  await passwordField(page).fill(demo.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(toast(page, '帳號或密碼錯誤')).toBeVisible()
  await passwordField(page).fill('Formosa2026')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('heading', { name: '登入成功' })).toBeVisible()
})

test('a new member sets a fund password, and wrong current ones lock changing it', async ({ page, login, mock }) => {
  await login(newMember)
  await page.goto('/#/information/index')
  const fundRow = page.getByRole('link', { name: /資金密碼/ })
  await expect(fundRow).toContainText('未設定')
  await fundRow.click()
  await expect(page.getByRole('heading', { name: '設定資金密碼' })).toBeVisible()
  await expect(field(page, '原資金密碼')).toHaveCount(0)

  await field(page, '新資金密碼').fill('12345a')
  await field(page, '確認資金密碼').fill('12345a')
  await page.getByRole('button', { name: '確認設定' }).click()
  await expect(page.getByText('資金密碼需為6位數字', { exact: true })).toBeVisible()
  await field(page, '新資金密碼').fill('246810')
  await field(page, '確認資金密碼').fill('246810')
  await page.getByRole('button', { name: '確認設定' }).click()
  await expect(toast(page, '資金密碼已設定')).toBeVisible()
  await expect(fundRow).toContainText('已設定')

  await fundRow.click()
  await expect(page.getByRole('heading', { name: '修改資金密碼' })).toBeVisible()
  await field(page, '新資金密碼').fill('135790')
  await field(page, '確認資金密碼').fill('135790')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await field(page, '原資金密碼').fill(`00000${attempt}`)
    await page.getByRole('button', { name: '確認修改' }).click()
    await expect(toast(page, '資金密碼錯誤')).toBeVisible()
    await expect.poll(async () => (await mock.requests('/user/changePasswords')).length).toBe(attempt)
  }
  // Locked: even the right one is refused now.
  await field(page, '原資金密碼').fill('246810')
  await page.getByRole('button', { name: '確認修改' }).click()
  await expect(toast(page, '提交過於頻繁，請稍後再試')).toBeVisible()
  await expect(page.getByRole('heading', { name: '修改資金密碼' })).toBeVisible()

  // Half an hour later it works.
  await mock.setClock({ advanceMs: 30 * 60 * 1000 + 1000 })
  await page.getByRole('button', { name: '確認修改' }).click()
  await expect(toast(page, '資金密碼已修改')).toBeVisible()
})
