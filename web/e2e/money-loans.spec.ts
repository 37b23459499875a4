// Borrowing and repaying: the checks of both forms, the loan in progress, and a loan repaid
// in full moving to 已結清.
import { expect, test, toast } from './fixtures.ts'
import { field, open, region, signIn, walletFigure } from './money-helpers.ts'

test('borrow, then repay everything owed: the loans finish and the balance follows', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/home/loan', '借款')
  await expect(region(page, '借款額度')).toContainText('NT$ 430,000.00')
  await page.getByRole('button', { name: '確認借款' }).click()
  await expect(page.getByText('請輸入借款金額', { exact: true })).toBeVisible()
  await field(page, '借款金額').fill('9999')
  await expect(page.getByText('低於最低借券金額')).toBeVisible()
  await field(page, '借款金額').fill('430000.01')
  await expect(page.getByText('借券額度已滿或通道已關閉')).toBeVisible()
  await field(page, '借款金額').fill('30000')
  await page.getByRole('button', { name: '確認借款' }).click()
  await expect(toast(page, '借款成功，30,000.00 元已入帳')).toBeVisible()
  await expect(region(page, '借款額度')).toContainText('NT$ 400,000.00')

  await page.getByRole('button', { name: '還款' }).click()
  await expect(page.getByRole('heading', { name: '還款', exact: true })).toBeVisible()
  await expect(region(page, '借款額度')).toContainText('NT$ 100,000.00')
  const inProgress = page.getByRole('list', { name: '還款中' })
  await expect(inProgress.getByRole('listitem')).toHaveCount(2)

  await page.getByRole('button', { name: '確認還款' }).click()
  await expect(page.getByText('請輸入還款金額', { exact: true })).toBeVisible()
  await field(page, '還款金額').fill('100000.01')
  await expect(page.getByText('還款金額不能超過借款金額')).toBeVisible()
  await page.getByRole('button', { name: '全部' }).click()
  await expect(field(page, '還款金額')).toHaveValue('100000.00')
  await page.getByRole('button', { name: '確認還款' }).click()
  // No full day has passed on either loan: no interest yet.
  await expect(toast(page, '已還款 100,000.00 元（利息 0.00 元，本金 100,000.00 元），尚欠 0.00 元')).toBeVisible()
  await expect(page.getByText('目前沒有未結清的借款')).toBeVisible()

  await page.getByRole('tab', { name: '已結清' }).click()
  await expect(page.getByRole('list', { name: '已結清' }).getByRole('listitem')).toHaveCount(3)
  expect((await mock.requests('/user/to_jq')).map((call) => call.body)).toEqual([{ money: '30000', term: 7 }])
  expect((await mock.requests('/user/to_hq')).map((call) => call.body)).toEqual([{ money: '100000.00' }])

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('930,000.00')
})

test('a repayment the server refuses keeps what was typed', async ({ page, mock }) => {
  await signIn(page)
  await mock.forceError('/user/to_hq', 'system_busy')
  await open(page, '/home/loanRe', '還款')
  await field(page, '還款金額').fill('500')
  await page.getByRole('button', { name: '確認還款' }).click()
  await expect(toast(page, '系統繁忙，請稍後再試')).toBeVisible()
  await expect(field(page, '還款金額')).toHaveValue('500')
  await expect(region(page, '借款額度')).toContainText('NT$ 70,000.00')
})
