// Shared steps of the money area's Playwright specs.
import type { Locator, Page } from '@playwright/test'

import { demo, expect } from './fixtures.ts'

/** A 1x1 PNG: the transfer proof the specs upload. */
export const proofPng = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/**
 * Logs in through the API (in this test's world) and gives the app the session as the
 * login screen would store it, before the first page load: the login screens have their
 * own specs, and this saves each money test their round trip.
 */
export async function signIn(page: Page, account: string = demo.account): Promise<void> {
  const answer = await page.request.post('/api/vue/user/login', { data: { account, password: demo.password } })
  const envelope = (await answer.json()) as { status: number; msg: string; data: { token: string; account: string } }
  if (envelope.status !== 1) throw new Error(`login of ${account} refused: ${envelope.msg}`)
  await page.addInitScript((session) => {
    // Only on the first load of the tab, as a login would: a later logout stays logged out.
    if (sessionStorage.getItem('money-e2e-signed-in') !== null) return
    localStorage.setItem('tokend', session.token)
    localStorage.setItem('account', session.account)
    sessionStorage.setItem('money-e2e-signed-in', '1')
  }, envelope.data)
}

/** Opens a money screen by its address (the account centre that links to it is another area's). */
export async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/#${path}`)
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
}

/** A form field by the start of its visible label. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) })

/** The region of a section by its accessible name. */
export const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

/** A wallet figure: the value next to its label in the balances list. */
export const walletFigure = (page: Page, label: string, list = '各幣別餘額') =>
  region(page, list).getByText(label, { exact: true }).locator('xpath=following-sibling::dd')

/** Picks an option of a radio group by its visible text (the label takes the tap, as a finger's would). */
export async function choose(page: Page, group: string, option: string): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group })
  await radios.getByText(option, { exact: true }).click()
  // The radio's name is its text, then its hint if any (VIP專屬通道 需通道密碼).
  const name = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
  await expect(radios.getByRole('radio', { name })).toBeChecked()
}
