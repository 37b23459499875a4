// Bank cards and USDT addresses: the form's checks, binding, a card bound already, unbinding.
import { expect, test, toast } from './fixtures.ts'
import { field, open, signIn } from './money-helpers.ts'

test('add a bank card, refuse it twice, and remove it', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/bankList', '銀行帳戶')
  const cards = page.getByRole('list', { name: '銀行帳戶' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: '新增銀行帳戶' }).click()

  await expect(page.getByRole('heading', { name: '新增銀行帳戶' })).toBeVisible()
  await expect(page.getByText('陳志明', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '確認新增' }).click()
  await expect(page.getByText('請選擇銀行', { exact: true })).toBeVisible()
  await expect(page.getByText('請輸入銀行帳號', { exact: true })).toBeVisible()
  await expect(page.getByText('請輸入開戶分行', { exact: true })).toBeVisible()
  await page.getByRole('combobox', { name: /^開戶銀行/ }).selectOption('808')
  await field(page, '銀行帳號').fill('1234-5678')
  await expect(page.getByText('銀行帳號須為10-16位數字')).toBeVisible()
  await field(page, '銀行帳號').fill('0012-3456-7890')
  await field(page, '開戶分行').fill('營業部')
  await page.getByRole('button', { name: '確認新增' }).click()
  await expect(toast(page, '銀行帳戶已新增')).toBeVisible()
  await expect(page.getByRole('heading', { name: '銀行帳戶', exact: true })).toBeVisible()
  await expect(cards.getByRole('listitem')).toHaveCount(3)
  await expect(cards.getByRole('listitem').last()).toContainText('玉山商業銀行')
  await expect(cards.getByRole('listitem').last()).toContainText('**** **** 7890')
  expect((await mock.requests('/user/addCard')).map((call) => call.body)).toEqual([
    {
      bank_code: '808',
      bank_name: '玉山商業銀行',
      bank_num: '001234567890',
      bank_address: '營業部',
      realname: '陳志明',
    },
  ])

  await page.getByRole('button', { name: '新增銀行帳戶' }).click()
  await page.getByRole('combobox', { name: /^開戶銀行/ }).selectOption('808')
  await field(page, '銀行帳號').fill('001234567890')
  await field(page, '開戶分行').fill('營業部')
  await page.getByRole('button', { name: '確認新增' }).click()
  await expect(toast(page, '銀行卡已存在')).toBeVisible()
  await expect(field(page, '銀行帳號')).toHaveValue('001234567890')
  await page.getByRole('button', { name: '返回' }).click()

  await page.getByRole('button', { name: '刪除 玉山商業銀行 **** **** 7890' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪除' }).click()
  await expect(toast(page, '已刪除')).toBeVisible()
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await expect(cards).not.toContainText('玉山商業銀行')
})

test('bind a USDT address in its network’s format, and unbind it', async ({ page }) => {
  await signIn(page)
  await open(page, '/information/usdtAddress', 'USDT地址')
  const addresses = page.getByRole('list', { name: 'USDT地址' })
  await expect(addresses.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: '確認新增' }).click()
  await expect(page.getByText('請輸入USDT地址', { exact: true })).toBeVisible()
  await field(page, '地址').fill('0x52908400098527886E0F7030069857D2E4169EE7')
  await expect(page.getByText('USDT地址格式錯誤')).toBeVisible()
  await page.getByRole('combobox', { name: /^網路/ }).selectOption('ERC20')
  await expect(page.getByText('USDT地址格式錯誤')).toBeHidden()
  await field(page, '備註').fill('冷錢包')
  await page.getByRole('button', { name: '確認新增' }).click()
  await expect(toast(page, 'USDT地址已新增')).toBeVisible()
  await expect(addresses.getByRole('listitem')).toHaveCount(3)
  await expect(field(page, '地址')).toHaveValue('')

  await page.getByRole('button', { name: '刪除地址 0x5290…69EE7' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '刪除' }).click()
  await expect(addresses.getByRole('listitem')).toHaveCount(2)
})

test('an unverified member cannot add a card', async ({ page }) => {
  await signIn(page, '0922333444')
  await open(page, '/information/bankList', '銀行帳戶')
  await expect(page.getByText('暫無數據')).toBeVisible()
  await expect(page.getByText('此功能需先完成身分驗證。')).toBeVisible()
  await expect(page.getByRole('button', { name: '新增銀行帳戶' })).toHaveCount(0)
})
