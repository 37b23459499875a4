// /information/changeLang: every language the app ships; choosing one switches the whole UI
// at once (no reload), on every screen, and the choice survives a reload and a new login.
import { expect, test, toast } from './fixtures.ts'

test('switches to English, which every account screen then speaks, and back to 繁體中文', async ({ page, login }) => {
  await login()
  await page.goto('/#/information/setting')
  await page.getByRole('link', { name: /語言/ }).click()
  await expect(page.getByRole('heading', { name: '語言設定' })).toBeVisible()
  const choices = page.getByRole('radiogroup').or(page.getByRole('group', { name: '選擇語言' }))
  await expect(choices.getByRole('radio')).toHaveCount(3)
  await expect(page.getByRole('radio', { name: '繁體中文' })).toBeChecked()

  await page.getByRole('radio', { name: 'English' }).check()
  // The whole screen at once, and the header too.
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible()
  await expect(toast(page, 'Switched to English')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Language/ })).toContainText('English')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()

  await page.goto('/#/information/index')
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'My assets' })).toContainText('Total assets (TWD)')
  await expect(page.getByRole('region', { name: 'Daily sign-in' })).toContainText('6 days this month · 6 in a row')
  await expect(page.getByRole('link', { name: /Identity verification/ })).toContainText('Verified')

  await page.goto('/#/information/fundPass')
  await expect(page.getByRole('heading', { name: 'Change fund password' })).toBeVisible()
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Please enter your current password', { exact: true })).toBeVisible()

  await page.goto('/#/home/lottery')
  await expect(page.getByRole('heading', { name: 'Lucky draw' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Prize board' })).toContainText('No prize')

  // The server's own messages too.
  await page.goto('/#/information/authInfo')
  await expect(page.getByRole('region', { name: 'Review status' })).toContainText('Approved')

  // It persists: a reload keeps English.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')

  await page.goto('/#/information/changeLang')
  await page.getByRole('radio', { name: '繁體中文' }).check()
  await expect(page.getByRole('heading', { name: '語言設定' })).toBeVisible()
  await expect(toast(page, '已切換為繁體中文')).toBeVisible()
  await page.goto('/#/information/index')
  await expect(page.getByRole('heading', { name: '帳戶中心' })).toBeVisible()
  await expect(page.getByRole('region', { name: '每日簽到' })).toContainText('本月已簽到 6 天')
  await page.reload()
  await expect(page.getByRole('heading', { name: '帳戶中心' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-TW')
})

test('switches to 简体中文 on the language screen', async ({ page, login }) => {
  await login()
  await page.goto('/#/information/changeLang')
  await page.getByRole('radio', { name: '简体中文' }).check()
  await expect(page.getByRole('heading', { name: '语言设置' })).toBeVisible()
  await expect(toast(page, '已切换为简体中文')).toBeVisible()
  await page.goto('/#/information/msgInfo')
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible()
  await expect(page.getByRole('button', { name: '全部已读' })).toBeVisible()
})
