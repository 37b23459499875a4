// Fund records by category, coupons used into the balance, and the wallet's way to each screen.
import { expect, test, toast } from './fixtures.ts'
import { open, signIn, walletFigure } from './money-helpers.ts'

test('fund records list the ledger newest first and filter by category', async ({ page }) => {
  await signIn(page)
  await open(page, '/information/fundRecord', '資金明細')
  const records = page.getByRole('list', { name: '資金明細' })
  await expect(records.getByRole('listitem')).toHaveCount(20)
  // Newest: this morning's purchase, set aside until it settles (T+2); below it, the repayment
  // the seeded loan in progress had yesterday evening (one timeline, whatever area wrote it).
  await expect(records.getByRole('listitem').first()).toContainText('待交割')
  await expect(records.getByRole('listitem').nth(2)).toContainText('還款')
  await expect(records.getByRole('listitem').nth(2)).toContainText('-30,000.00 TWD')
  // A movement of held money says so: the cash-out paid out of its hold.
  await expect(
    records.getByRole('listitem').filter({ hasText: '出金' }).filter({ hasText: '凍結' }).first(),
  ).toBeVisible()

  await page.getByRole('tab', { name: '兌換' }).click()
  await expect(records.getByRole('listitem')).toHaveCount(4)
  await expect(records.getByRole('listitem').first()).toContainText('兌換轉入')
  // At the rates of that day (the seed's exchanges follow the rates' walk).
  await expect(records.getByRole('listitem').first()).toContainText('+3,298.93 TWD')
  await page.getByRole('tab', { name: '借款' }).click()
  await expect(records.getByRole('listitem').filter({ hasText: '借款利息' })).toContainText('-50.00 TWD')
  await page.getByRole('tab', { name: '入金' }).click()
  await expect(records.getByRole('listitem')).toHaveCount(1)
  await expect(records).toContainText('+200,000.00 TWD')
  await expect(page).toHaveURL(/tab=deposit/)
})

test('a coupon is used into the balance and shows among the used ones', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/payBag', '我的錢包')
  await page.getByRole('button', { name: '優惠券' }).click()
  await expect(page.getByRole('heading', { name: '優惠券' })).toBeVisible()
  const unused = page.getByRole('list', { name: '未使用' })
  await expect(unused.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: '立即使用：新戶體驗金' }).click()
  await expect(toast(page, '已使用，888.00 元已存入餘額')).toBeVisible()
  await expect(unused.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('tab', { name: '已使用' }).click()
  await expect(page.getByRole('list', { name: '已使用' }).getByRole('listitem').first()).toContainText('新戶體驗金')
  await page.getByRole('tab', { name: '已過期' }).click()
  await expect(page.getByRole('list', { name: '已過期' })).toContainText('節日紅包')

  await mock.forceError('/user/useCoupon', 'coupon_expired')
  await page.getByRole('tab', { name: '未使用' }).click()
  await page.getByRole('button', { name: '立即使用：入金回饋券' }).click()
  await expect(toast(page, '優惠券已過期')).toBeVisible()

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,000,888.00')
})

test('the money screens speak the chosen language, server messages included', async ({ page, mock, useLanguage }) => {
  await useLanguage('en')
  await signIn(page)
  await open(page, '/information/payBag', 'My wallet')
  await expect(walletFigure(page, 'TWD available', 'Balances by currency')).toHaveText('1,000,000.00')
  await page.getByRole('button', { name: 'Fund records' }).click()
  await expect(page.getByRole('list', { name: 'Fund records' }).getByRole('listitem').first()).toContainText(
    'Set aside until settlement',
  )
  await mock.forceError('/user/rotation', 'exchange_same_currency')
  await open(page, '/information/exChange', 'Exchange')
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100')
  await page.getByRole('button', { name: 'Exchange', exact: true }).click()
  await expect(toast(page, 'A currency cannot be exchanged into itself')).toBeVisible()
})
