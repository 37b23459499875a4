// Every client-side check of the login and register forms, and that a refused submission
// (by the form or by the server) never loses what was typed.
import type { Page } from '@playwright/test'

import { accountField, confirmField, demo, expect, inviterField, passwordField, test, toast } from './fixtures.ts'

/** A form's error messages on screen, in the order of the fields. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true })

test.describe('login form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/login/login')
  })

  test('an empty submission asks for the account and the password and sends nothing', async ({ page, mock }) => {
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await expect(message(page, '請輸入帳號')).toBeVisible()
    await expect(message(page, '請輸入密碼')).toBeVisible()
    await expect(page).toHaveURL(/#\/login\/login$/)
    expect(await mock.requests('/user/login')).toEqual([])
  })

  test('an account of spaces counts as empty; the typed password stays', async ({ page }) => {
    await accountField(page).fill('   ')
    await passwordField(page).fill('demo1234')
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await expect(message(page, '請輸入帳號')).toBeVisible()
    await expect(message(page, '請輸入密碼')).toBeHidden()
    await expect(passwordField(page)).toHaveValue('demo1234')
  })

  test('a missing password keeps the account; fixing it clears the message', async ({ page }) => {
    await accountField(page).fill(demo.account)
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await expect(message(page, '請輸入密碼')).toBeVisible()
    await expect(message(page, '請輸入帳號')).toBeHidden()
    await expect(accountField(page)).toHaveValue(demo.account)
    await passwordField(page).fill('x')
    await expect(message(page, '請輸入密碼')).toBeHidden()
  })

  test('a wrong password is refused by the server and keeps what was typed', async ({ page, mock }) => {
    await accountField(page).fill(demo.account)
    await passwordField(page).fill('wrong-password')
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await expect(toast(page, '帳號或密碼錯誤')).toBeVisible()
    await expect(page).toHaveURL(/#\/login\/login$/)
    await expect(accountField(page)).toHaveValue(demo.account)
    await expect(passwordField(page)).toHaveValue('wrong-password')
    await expect(page.getByRole('button', { name: '登入', exact: true })).toBeEnabled()
    const calls = await mock.requests('/user/login')
    expect(calls.map((call) => call.errorId)).toEqual(['wrong_credentials'])
  })

  test('an unknown account is refused by the server and keeps the account', async ({ page }) => {
    await accountField(page).fill('0900000000')
    await passwordField(page).fill('demo1234')
    await page.getByRole('button', { name: '登入', exact: true }).click()
    await expect(toast(page, '帳號不存在')).toBeVisible()
    await expect(accountField(page)).toHaveValue('0900000000')
  })
})

test.describe('register form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/login/register')
  })

  const submit = (page: Page) => page.getByRole('button', { name: '註冊', exact: true }).click()

  test('an empty submission asks for every field and sends nothing', async ({ page, mock }) => {
    await submit(page)
    await expect(message(page, '請輸入帳號')).toBeVisible()
    await expect(message(page, '請輸入密碼')).toBeVisible()
    await expect(message(page, '請輸入確認密碼')).toBeVisible()
    await expect(message(page, '請輸入邀請碼')).toBeVisible()
    await expect(page).toHaveURL(/#\/login\/register$/)
    expect(await mock.requests('/user/register')).toEqual([])
  })

  for (const account of ['0812345678', '091234567', '09-1234567']) {
    test(`${account} is not a mobile number`, async ({ page, mock }) => {
      await accountField(page).fill(account)
      await passwordField(page).fill('secret88')
      await confirmField(page).fill('secret88')
      await inviterField(page).fill('888888')
      await submit(page)
      await expect(message(page, '請輸入正確的手機號碼')).toBeVisible()
      await expect(accountField(page)).toHaveValue(account)
      await expect(passwordField(page)).toHaveValue('secret88')
      await expect(confirmField(page)).toHaveValue('secret88')
      await expect(inviterField(page)).toHaveValue('888888')
      expect(await mock.requests('/user/register')).toEqual([])
    })
  }

  test('a password of fewer than 6 characters is too short; 6 is enough', async ({ page }) => {
    await accountField(page).fill('0987654321')
    await passwordField(page).fill('12345')
    await confirmField(page).fill('12345')
    await inviterField(page).fill('888888')
    await submit(page)
    await expect(message(page, '密碼長度需為6-20位')).toBeVisible()
    await expect(passwordField(page)).toHaveValue('12345')
    await passwordField(page).fill('123456')
    await expect(message(page, '密碼長度需為6-20位')).toBeHidden()
  })

  test('the password field takes at most 20 characters', async ({ page }) => {
    await passwordField(page).fill('a'.repeat(25))
    await expect(passwordField(page)).toHaveValue('a'.repeat(20))
  })

  test('a missing confirmation is asked for; a different one does not match', async ({ page }) => {
    await accountField(page).fill('0987654321')
    await passwordField(page).fill('secret88')
    await inviterField(page).fill('888888')
    await submit(page)
    await expect(message(page, '請輸入確認密碼')).toBeVisible()

    await confirmField(page).fill('secret89')
    await submit(page)
    await expect(message(page, '兩次輸入的密碼不一致')).toBeVisible()
    await expect(message(page, '請輸入確認密碼')).toBeHidden()
    await expect(confirmField(page)).toHaveValue('secret89')

    // Changing the password re-checks the confirmation.
    await passwordField(page).fill('secret89')
    await expect(message(page, '兩次輸入的密碼不一致')).toBeHidden()
  })

  test('an invitation code of spaces counts as empty', async ({ page }) => {
    await accountField(page).fill('0987654321')
    await passwordField(page).fill('secret88')
    await confirmField(page).fill('secret88')
    await inviterField(page).fill('  ')
    await submit(page)
    await expect(message(page, '請輸入邀請碼')).toBeVisible()
  })

  test('refusals by the server keep everything typed', async ({ page, mock }) => {
    await accountField(page).fill(demo.account)
    await passwordField(page).fill('secret88')
    await confirmField(page).fill('secret88')
    await inviterField(page).fill('888888')
    await submit(page)
    await expect(toast(page, '該手機號碼已註冊')).toBeVisible()

    await accountField(page).fill('0987654321')
    await inviterField(page).fill('NOPE00')
    await submit(page)
    await expect(toast(page, '邀請碼不存在')).toBeVisible()

    await expect(page).toHaveURL(/#\/login\/register$/)
    await expect(accountField(page)).toHaveValue('0987654321')
    await expect(passwordField(page)).toHaveValue('secret88')
    await expect(confirmField(page)).toHaveValue('secret88')
    await expect(inviterField(page)).toHaveValue('NOPE00')
    expect((await mock.requests('/user/register')).map((call) => call.errorId)).toEqual([
      'account_exists',
      'inviter_not_found',
    ])
  })
})
