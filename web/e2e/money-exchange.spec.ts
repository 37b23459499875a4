// Exchange between currencies at the server's rates, and the checks of the exchange form.
import { expect, test, toast } from './fixtures.ts'
import { choose, field, open, signIn, walletFigure } from './money-helpers.ts'

test('an exchange shows what the user gets before confirming, and moves both balances', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/exChange', '兌換')
  // A Taiwan bank board, from the broker's side: it buys USD at the lower rate and sells at the higher.
  const board = page.getByRole('region', { name: '即時匯率（新台幣）' })
  await expect(board.getByRole('columnheader')).toHaveText(['幣別', '銀行買入', '銀行賣出'])
  await expect(board.getByRole('row', { name: 'USD 32.2500 32.4500', exact: true })).toBeVisible()
  await expect(board.getByRole('row', { name: 'USDT 32.1000 32.6000', exact: true })).toBeVisible()

  await page.getByRole('button', { name: '確認兌換' }).click()
  await expect(page.getByText('請輸入兌換金額', { exact: true })).toBeVisible()
  await choose(page, '兌入幣別', 'TWD')
  await expect(page.getByText('相同幣別不能兌換')).toBeVisible()
  await choose(page, '兌入幣別', 'USD')
  await expect(page.getByText('相同幣別不能兌換')).toBeHidden()

  await field(page, '兌換金額').fill('1000000.01')
  await expect(page.getByText('餘額不足', { exact: true })).toBeVisible()
  await field(page, '兌換金額').fill('3245')
  await expect(page.getByText('預計獲得 100.00 USD')).toBeVisible()
  await page.getByRole('button', { name: '確認兌換' }).click()
  await expect(toast(page, '兌換成功，獲得 100.00 USD')).toBeVisible()
  await expect(page.getByText('可用 996,755.00 TWD')).toBeVisible()
  // The exchange confirms the quote the screen showed.
  expect((await mock.requests('/user/rotation')).map((call) => call.body)).toEqual([
    { money: '3245', from: 'TWD', to: 'USD', quote_id: expect.stringMatching(/^[0-9a-f]{8}$/) },
  ])

  await page.getByRole('button', { name: '⇅ 對調幣別' }).click()
  await expect(page.getByText('可用 5,100.00 USD')).toBeVisible()
  await page.getByRole('button', { name: '全部' }).click()
  await expect(page.getByText('預計獲得 164,475.00 TWD')).toBeVisible()

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('996,755.00')
  await expect(walletFigure(page, 'USD')).toHaveText('5,100.00')
})
