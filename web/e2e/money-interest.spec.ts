// Loans with a term and daily interest by the world clock, repaid interest first, overdue
// past their term, borrowed within a quota the credit score sets while the channel is open.
// The demo investor starts (Monday 2026-11-23 09:30) owing 70,000 on a 30-day loan taken
// Sunday 14:00 at 0.04 % a day (28.00 a day from Monday 14:00), with a credit score of 95.
import { expect, test, toast } from './fixtures.ts'
import { choose, field, open, region, signIn, walletFigure } from './money-helpers.ts'

const day = 24 * 60 * 60 * 1000
const summary = (page: Parameters<typeof region>[0], label: string) => walletFigure(page, label, '借款額度')

test('a loan charges interest day by day, and a repayment pays the oldest loan’s interest first', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await open(page, '/home/loan', '借款')
  await expect(page.getByRole('radiogroup', { name: '借款期限' })).toContainText('日利率 0.05%')
  await choose(page, '借款期限', '7 天')
  await field(page, '借款金額').fill('100000')
  await expect(page.getByText('按日計息，每日利息約 50.00 元，借款後 7 天到期')).toBeVisible()
  await page.getByRole('button', { name: '確認借款' }).click()
  await expect(toast(page, '借款成功，100,000.00 元已入帳')).toBeVisible()

  // Wednesday 09:30: the new loan has charged 2 days (100.00), the older one 2 days (56.00).
  await mock.setClock({ advanceMs: 2 * day })
  await open(page, '/home/loanRe', '還款')
  await expect(summary(page, '未付利息')).toHaveText('156.00')
  await expect(summary(page, '待還本金')).toHaveText('170,000.00')
  await expect(region(page, '借款額度')).toContainText('NT$ 170,156.00')
  const inProgress = page.getByRole('list', { name: '還款中' })
  const newest = inProgress.getByRole('listitem').first()
  await expect(newest).toContainText('7 天 · 日利率 0.05% · 2026-11-30 09:30:00 到期')
  await expect(newest).toContainText('利息 100.00，已付 0.00')

  await field(page, '還款金額').fill('100')
  await page.getByRole('button', { name: '確認還款' }).click()
  await expect(toast(page, '已還款 100.00 元（利息 56.00 元，本金 44.00 元），尚欠 170,056.00 元')).toBeVisible()
  await expect(inProgress.getByRole('listitem').last()).toContainText('利息 56.00，已付 56.00')
  await expect(summary(page, '未付利息')).toHaveText('100.00')

  await open(page, '/information/fundRecord', '資金明細')
  await page.getByRole('tab', { name: '借款' }).click()
  const records = page.getByRole('list', { name: '資金明細' })
  await expect(records.getByRole('listitem').first()).toContainText('還款')
  await expect(records.getByRole('listitem').first()).toContainText('-44.00 TWD')
  await expect(records.getByRole('listitem').nth(1)).toContainText('借款利息')
  await expect(records.getByRole('listitem').nth(1)).toContainText('-56.00 TWD')
})

test('a loan past its term is overdue: marked, borrowing stopped until it is repaid, the credit score lowered', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await open(page, '/home/loan', '借款')
  await field(page, '借款金額').fill('10000')
  await page.getByRole('button', { name: '確認借款' }).click()
  await expect(toast(page, '借款成功，10,000.00 元已入帳')).toBeVisible()

  await mock.setClock({ advanceMs: 8 * day })
  await page.reload()
  await expect(page.getByRole('note')).toHaveText('您有逾期未還的借款，請先還款')
  await expect(page.getByText('信用分 85：總額度隨信用分調整，分數越高額度越高')).toBeVisible()
  await page.getByRole('button', { name: '還款' }).click()
  const overdue = page.getByRole('list', { name: '還款中' }).getByRole('listitem').first()
  await expect(overdue).toContainText('已逾期')
  await expect(overdue).toContainText('利息 40.00，已付 0.00')
})

test('the lending channel closes outside 09:00-21:00 and at the broker’s word; the quota follows the score', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await mock.setClock({ set: '2026-11-23T21:30:00+08:00' })
  await open(page, '/home/loan', '借款')
  await expect(page.getByText('借款時間 每日 09:00-21:00')).toBeVisible()
  await expect(page.getByRole('note')).toHaveText('借券額度已滿或通道已關閉')
  await expect(page.getByRole('button', { name: '確認借款' })).toBeHidden()

  await mock.setClock({ set: '2026-11-24T10:00:00+08:00' })
  const { data } = await mock.admin.POST('/loan-channel', { body: { mode: 'closed' } })
  expect(data?.status).toBe(1)
  await page.reload()
  await expect(page.getByRole('note')).toHaveText('借券額度已滿或通道已關閉')

  await mock.admin.POST('/loan-channel', { body: { mode: 'hours' } })
  await mock.setAccount({ account: '0912345678', creditScore: 65 })
  await page.reload()
  await expect(summary(page, '總額度')).toHaveText('100,000.00')
  await expect(region(page, '借款額度')).toContainText('NT$ 30,000.00')
  await field(page, '借款金額').fill('30000.01')
  await expect(page.getByText('借券額度已滿或通道已關閉')).toBeVisible()
})
