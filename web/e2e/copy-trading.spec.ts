// Copy trading follows its trader's strategy on the market: a subscription's value moves as
// the world clock moves days, and a product that lost over the lock pays back less than
// was put in, through the fund records. Products show their recent performance.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

/** A figure of a card, by its name. */
const figure = (card: ReturnType<Page['getByRole']>, name: string) =>
  card.getByRole('group', { name, exact: true }).getByRole('definition')
const amount = (text: string) => Number(text.replace(/[,+]/g, ''))

test('a subscription moves with its strategy day by day, and a loss pays back less', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/home/fllow')
  const product = page.getByRole('listitem', { name: '穩健成長一號' })
  // Its strategy and recent performance: the last 20 closes, up to Friday's (1.0000).
  await expect(figure(product, '策略')).toHaveText('持有一籃子標的')
  await expect(figure(product, '淨值')).toHaveText(/^\d\.\d{4}$/)
  await expect(figure(product, '近20日報酬')).toHaveText(/^[+-]?\d+\.\d{2}%$/)
  await expect(product.getByRole('img', { name: /^近20日淨值走勢：\d\.\d{4} → 1\.0000$/ })).toBeVisible()
  await expect(figure(product, '鎖定天數')).toHaveText('7天')

  await product.getByRole('button', { name: '跟單' }).click()
  await product.getByRole('textbox', { name: '跟單金額' }).fill('5000')
  await product.getByRole('button', { name: '確認跟單' }).click()
  await expect(toast(page, '低於最低跟單金額')).toBeVisible()
  await product.getByRole('textbox', { name: '跟單金額' }).fill('100000')
  await product.getByRole('button', { name: '確認跟單' }).click()
  await expect(toast(page, '跟單成功')).toBeVisible()
  const mine = page.getByRole('list', { name: '我的跟單' }).getByRole('listitem', { name: '穩健成長一號' })
  await expect(mine).toContainText('跟單中')
  await expect(figure(mine, '跟單金額')).toHaveText('100,000.00')
  await expect(figure(mine, '現值')).toHaveText('100,000.00')
  await expect(figure(mine, '損益')).toHaveText('0.00')
  const startNav = await figure(mine, '投入淨值').innerText()

  // Three days on, the basket has moved: so has the subscription.
  await mock.setClock({ set: '2026-11-26T10:00:00+08:00' })
  await page.reload()
  await expect(figure(mine, '現值')).not.toHaveText('100,000.00')
  const value = amount(await figure(mine, '現值').innerText())
  expect(amount(await figure(mine, '損益').innerText())).toBeCloseTo(value - 100_000, 2)
  await expect(figure(mine, '目前淨值')).not.toHaveText(startNav)

  // After the lock (2026-11-30 09:30) it is paid out: with the seed this basket lost.
  await mock.setClock({ set: '2026-12-01T09:00:00+08:00' })
  await page.reload()
  await expect(mine).toContainText('已結束')
  const payout = amount(await figure(mine, '結算金額').innerText())
  expect(payout).toBeLessThan(100_000)
  await expect(figure(mine, '損益')).toHaveText(/^-\d/)
  await expect(figure(mine, '報酬率')).toHaveText(/^-\d+\.\d{2}%$/)

  // The fund records show the payout, less than what went in.
  await page.goto('/#/information/fundRecord')
  const records = page.getByRole('list', { name: '資金明細' })
  await expect(records.getByRole('listitem').filter({ hasText: '跟單投入' })).toContainText('-100,000.00 TWD')
  const paid = payout.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  await expect(records.getByRole('listitem').filter({ hasText: '跟單結算' })).toContainText(`+${paid} TWD`)
})

test('a product says why it takes no money: delisted with a December deadline, or past its deadline', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/#/home/fllow')
  const open = page.getByRole('listitem', { name: '穩健成長一號' })
  await expect(open).toContainText('可跟單')
  await expect(open.getByRole('button', { name: '跟單' })).toBeEnabled()
  // Its deadline (2026-12-23) is a month away: it is delisted, not past its deadline.
  const delisted = page.getByRole('listitem', { name: '高息收益策略' })
  await expect(delisted).toContainText('已下架')
  await expect(delisted).not.toContainText('已截止')
  await expect(delisted).toContainText('產品已下架，不再接受跟單')
  await expect(delisted.getByRole('button', { name: '跟單' })).toBeDisabled()
  const past = page.getByRole('listitem', { name: '短線波段' })
  await expect(past).toContainText('已截止')
  await expect(past).toContainText('已過跟單截止時間')
  await expect(past.getByRole('button', { name: '跟單' })).toBeDisabled()
})
