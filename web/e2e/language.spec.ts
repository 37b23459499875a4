// The language picker: the whole UI switches at once, and the choice survives a reload.
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { signIn } from './money-helpers.ts'

const picker = (page: Page, name: string) => page.getByRole('combobox', { name })
const htmlLang = (page: Page) => page.locator('html')

test('the login screen switches to English and back, and English survives a reload', async ({ page }) => {
  await page.goto('/#/login/login')
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
  await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-Hant-TW')

  await picker(page, '切換語言').selectOption({ label: 'English' })
  // Everything on screen at once, with no reload.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute(
    'placeholder',
    'Enter your mobile number',
  )
  await expect(page.getByRole('textbox', { name: /^Password/ })).toHaveAttribute('placeholder', 'Enter your password')
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'No account yet? Register' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
  await expect(picker(page, 'Change language')).toHaveValue('en')
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en')
  await expect(page.getByText(/[登入帳號密碼]/)).toHaveCount(0)

  // Validation messages too.
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Please enter your account', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter your password', { exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(picker(page, 'Change language')).toHaveValue('en')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')

  await picker(page, 'Change language').selectOption({ label: '繁體中文' })
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '還沒有帳號？立即註冊' })).toBeVisible()
  await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-Hant-TW')
  await page.reload()
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-TW')
})

test('the start screens switch to English', async ({ page }) => {
  await page.goto('/#/login/start')
  await picker(page, '切換語言').selectOption('en')
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible()
  await expect(page.getByText('Taiwan quotes · Fast orders · Peace of mind')).toBeVisible()
  await expect(page.getByText('Investing involves risk. Trade with care.')).toBeVisible()
  await page.getByRole('button', { name: 'Get started' }).click()
  await expect(page.getByRole('heading', { name: 'Live quotes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create an account' })).toBeVisible()
  await expect(picker(page, 'Change language')).toHaveValue('en')
})

test('the start screen switches to Simplified Chinese, which survives a reload', async ({ page }) => {
  await page.goto('/#/login/start')
  await expect(page.getByRole('button', { name: '開始使用' })).toBeVisible()
  await picker(page, '切換語言').selectOption({ label: '简体中文' })
  await expect(page.getByRole('button', { name: '开始使用' })).toBeVisible()
  await expect(page.getByText('投资有风险，入市须谨慎')).toBeVisible()
  await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-Hans-CN')

  await page.reload()
  await expect(page.getByRole('button', { name: '开始使用' })).toBeVisible()
  await page.getByRole('button', { name: '开始使用' }).click()
  await expect(page.getByRole('button', { name: '注册新账号' })).toBeVisible()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()

  await page.getByRole('combobox').selectOption('zh-TW')
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
})

test('a stored choice applies from the first screen', async ({ page, useLanguage }) => {
  await useLanguage('en')
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible()
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en')
})

test('every text file the screens ask for exists, in every language (none for zh alone)', async ({ page }) => {
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await page.goto('/#/login/start')
  await expect(picker(page, '切換語言')).toBeVisible()
  await page.getByRole('button', { name: '開始使用' }).click()
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible()
  await picker(page, '切換語言').selectOption({ label: '简体中文' })
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
  await picker(page, '切换语言').selectOption('en')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(missing).toEqual([])
})

test('in English, sectors and deposit channels show their English names', async ({ page, useLanguage }) => {
  await useLanguage('en')
  await signIn(page)
  await page.goto('/#/market/Plate')
  await expect(page.getByRole('button', { name: /^Semiconductors/ })).toBeVisible()
  await expect(page.getByText('半導體業')).toHaveCount(0)
  await page.goto('/#/market/Plate1')
  await expect(page.getByRole('button', { name: /^AI Servers/ })).toBeVisible()
  await page.goto('/#/information/recharge')
  await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeVisible()
  await expect(page.getByRole('radio', { name: /^VIP channel/ })).toBeVisible()
  await expect(page.getByText('銀行轉帳')).toHaveCount(0)
})
