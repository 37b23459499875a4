// Deposits: the amount and channel, the transfer proof first, the review through the admin
// API, and the balance and fund record that follow; the deposit window by the world clock.
import { demo, expect, test, toast } from './fixtures.ts'
import { choose, field, open, proofPng, walletFigure } from './money-helpers.ts'

test('a deposit with its proof is approved by the back office and credits the balance', async ({ page, mock, login }) => {
  await login()
  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,000,000.00')
  await page.getByRole('button', { name: '充值' }).click()

  await expect(page.getByText('入金時間 09:00-21:00，單筆 1,000.00 至 2,000,000.00 元')).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('請輸入充值金額', { exact: true })).toBeVisible()
  await expect(page.getByText('請選擇充值通道')).toBeVisible()
  await field(page, '充值金額').fill('999')
  await expect(page.getByText('單筆入金最低1000元，最高2000000元')).toBeVisible()
  await field(page, '充值金額').fill('50000')
  await choose(page, '充值通道', '銀行轉帳')
  await page.getByRole('button', { name: '下一步' }).click()

  await expect(page.getByRole('heading', { name: '轉帳充值' })).toBeVisible()
  const details = page.getByRole('region', { name: '轉帳資訊' })
  await expect(details).toContainText('NT$ 50,000.00')
  await expect(details).toContainText('901540012345')
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(page.getByText('請先上傳轉帳憑證', { exact: true })).toBeVisible()
  expect(await mock.requests('/user/chongzhi')).toEqual([])

  await page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]').setInputFiles(proofPng)
  await expect(page.getByRole('group', { name: '轉帳憑證' }).getByRole('img').first()).toBeVisible()
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(toast(page, '充值申請已提交，等待審核')).toBeVisible()
  await expect(page.getByRole('tab', { name: '充值記錄', selected: true })).toBeVisible()
  const newest = page.getByRole('list', { name: '充值記錄' }).getByRole('listitem').first()
  await expect(newest).toContainText('銀行轉帳')
  await expect(newest).toContainText('+50,000.00')
  await expect(newest).toContainText('待審核')

  const [pending] = await mock.pendingReviews()
  expect(pending).toMatchObject({ kind: 'deposit', account: demo.account })
  await mock.decideReview({ kind: 'deposit', id: pending?.id ?? 0, decision: 'approve' })
  await page.reload()
  await expect(newest).toContainText('已通過')

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,050,000.00')
  await page.getByRole('button', { name: '資金明細' }).click()
  const record = page.getByRole('list', { name: '資金明細' }).getByRole('listitem').first()
  await expect(record).toContainText('入金')
  await expect(record).toContainText('+50,000.00 TWD')
  await expect(record).toContainText('餘額 1,050,000.00')
})
