// Cash-outs: the fund password (wrong, then right), the hold while pending and its return
// on rejection, one request for a double tap, the rules the screen and the server enforce.
import type { Page } from '@playwright/test'

import { demo, expect, test, toast } from './fixtures.ts'
import { choose, field, open, signIn, walletFigure } from './money-helpers.ts'

const submit = (page: Page) => page.getByRole('button', { name: '確認出金' })

/** Fills the cash-out form for a bank card with the right fund password. */
async function fillCashOut(page: Page, card: string, amount: string): Promise<void> {
  await choose(page, '收款銀行帳戶', card)
  await field(page, '出金金額').fill(amount)
  await field(page, '資金密碼').fill('123456')
}

test('a cash-out refused for a wrong fund password, then accepted, holds the amount until rejected', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await open(page, '/information/cashOut', '出金')
  await expect(page.getByText('出金時間 銀行營業日 09:00-17:00，單筆 1,000.00 至 500,000.00 元')).toBeVisible()
  await submit(page).click()
  await expect(page.getByText('請選擇收款銀行帳戶')).toBeVisible()
  await expect(page.getByText('請輸入出金金額', { exact: true })).toBeVisible()
  await expect(page.getByText('請輸入資金密碼', { exact: true })).toBeVisible()

  await choose(page, '收款銀行帳戶', '中國信託商業銀行 **** **** 3456')
  await field(page, '出金金額').fill('1000000.01')
  await expect(page.getByText('單筆出金最低1000元，最高500000元')).toBeVisible()
  await field(page, '出金金額').fill('20000')
  await field(page, '資金密碼').fill('654321')
  await submit(page).click()
  await expect(toast(page, '資金密碼錯誤')).toBeVisible()
  // Nothing was held, and what was typed is still there.
  await expect(field(page, '出金金額')).toHaveValue('20000')
  expect((await mock.requests('/user/withdrawal')).map((call) => call.errorId)).toEqual(['wrong_fund_password'])

  await field(page, '資金密碼').fill('123456')
  await submit(page).click()
  await expect(toast(page, '出金申請已提交，等待審核')).toBeVisible()
  const newest = page.getByRole('list', { name: '出金紀錄' }).getByRole('listitem').first()
  await expect(newest).toContainText('中國信託商業銀行 ****3456')
  await expect(newest).toContainText('-20,000.00')
  await expect(newest).toContainText('待審核')

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('980,000.00')
  await expect(walletFigure(page, '新台幣凍結')).toHaveText('20,000.00')

  const [pending] = await mock.pendingReviews('withdrawal')
  expect(pending).toMatchObject({ kind: 'withdrawal', account: demo.account })
  await mock.decideReview({ kind: 'withdrawal', id: pending?.id ?? 0, decision: 'reject' })
  await page.reload()
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,000,000.00')
  await expect(walletFigure(page, '新台幣凍結')).toHaveText('0.00')
  await open(page, '/information/cashOut?tab=records', '出金')
  await expect(newest).toContainText('已拒絕')
})

test('a double tap on 確認出金 sends one request and holds once', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/cashOut', '出金')
  await fillCashOut(page, '國泰世華商業銀行 **** **** 9012', '5000')
  await submit(page).dblclick()
  await expect(toast(page, '出金申請已提交，等待審核')).toBeVisible()
  await expect(page.getByRole('list', { name: '出金紀錄' }).getByText('待審核')).toHaveCount(1)
  const calls = await mock.requests('/user/withdrawal')
  expect(calls.map((call) => call.status)).toEqual([1])
  const [pending, ...more] = await mock.pendingReviews('withdrawal')
  expect(more).toEqual([])
  expect(pending?.summary).toContain('5000.00 TWD')
})

test('a cash-out to a USDT address shows what will arrive, at the server’s rate', async ({ page }) => {
  await signIn(page)
  await open(page, '/information/cashOut', '出金')
  await choose(page, '出金至', 'USDT地址')
  await choose(page, '收款USDT地址', 'USDT-TRC20 TLa2f6…wYjU7')
  await field(page, '出金金額').fill('10000')
  await expect(page.getByText('預計到帳 306.74 USDT（匯率 32.6000）')).toBeVisible()
  await field(page, '資金密碼').fill('123456')
  await submit(page).click()
  const newest = page.getByRole('list', { name: '出金紀錄' }).getByRole('listitem').first()
  await expect(newest).toContainText('USDT-TRC20 ****YjU7')
  await expect(newest).toContainText('(306.74 USDT)')
})

test('the server’s rules: credit score, withdrawal ban, window, and too frequent', async ({ page, mock }) => {
  await signIn(page)
  await mock.setAccount({ account: demo.account, creditScore: 59 })
  await open(page, '/information/cashOut', '出金')
  await expect(page.getByRole('note').getByText('信用分不足，無法出金')).toBeVisible()
  await fillCashOut(page, '中國信託商業銀行 **** **** 3456', '1000')
  await submit(page).click()
  await expect(toast(page, '信用分不足，無法出金')).toBeVisible()

  await mock.setAccount({ account: demo.account, creditScore: 100, restrictions: { withdrawalForbidden: true } })
  await submit(page).click()
  await expect(toast(page, '帳號已禁止出金，請聯繫客服')).toBeVisible()

  await mock.setAccount({ account: demo.account, restrictions: { withdrawalForbidden: false } })
  await mock.setClock({ set: '2026-11-28T10:00:00+08:00' })
  await submit(page).click()
  await expect(toast(page, '當前不在出金時間，出金時間為09:00-17:00')).toBeVisible()
  await expect(field(page, '出金金額')).toHaveValue('1000')

  await mock.setClock({ set: '2026-11-30T09:00:00+08:00' })
  await submit(page).click()
  await expect(toast(page, '出金申請已提交，等待審核')).toBeVisible()
  await open(page, '/information/cashOut', '出金')
  await fillCashOut(page, '中國信託商業銀行 **** **** 3456', '1000')
  await submit(page).click()
  await expect(toast(page, '提交過於頻繁，請稍後再試')).toBeVisible()
  expect((await mock.requests('/user/withdrawal')).map((call) => call.errorId ?? 'ok')).toEqual([
    'credit_score_too_low',
    'withdrawal_forbidden',
    'withdraw_time_window',
    'ok',
    'submit_too_frequent',
  ])
})

test('an unverified member is asked to verify first, and sends nothing', async ({ page, mock }) => {
  await signIn(page, '0922333444')
  await open(page, '/information/cashOut', '出金')
  await expect(page.getByText('此功能需先完成身分驗證。')).toBeVisible()
  await expect(page.getByRole('button', { name: '前往身分驗證' })).toBeVisible()
  await expect(submit(page)).toHaveCount(0)
  expect(await mock.requests('/user/withdrawal')).toEqual([])
})
