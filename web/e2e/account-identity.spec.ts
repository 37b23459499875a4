// Identity verification (身分驗證): the new member sends a name, an ID number and two photos
// through the uploader, sees 待審核, the back office approves through the steering API, and
// the screen shows 已通過 with a message to say so.
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

const newMember = '0922333444'
const underReview = '0933555777'

/** A 1 x 1 PNG: a real image by its magic bytes, as the server checks. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const photoInput = (page: Page, name: string) => page.getByRole('group', { name }).locator('input[type="file"]')

test('a new member verifies their identity with two photos: 待審核, then 已通過 once approved', async ({
  page,
  login,
  mock,
}) => {
  await login(newMember)
  await page.goto('/#/information/authInfo')
  await expect(page.getByRole('heading', { name: '身分驗證' })).toBeVisible()

  // Everything missing: each field says what it needs, and nothing is sent.
  await page.getByRole('button', { name: '提交認證' }).click()
  for (const message of ['請輸入真實姓名', '請輸入身分證字號', '請上傳身分證正面照片', '請上傳身分證反面照片']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await page.getByRole('textbox', { name: '真實姓名' }).fill('黃雅婷')
  // A typo in the check digit is caught before sending; the number is kept as typed.
  await page.getByRole('textbox', { name: '身分證字號' }).fill('h224680136')
  await expect(page.getByText('身分證字號格式錯誤，請檢查後重新輸入')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '身分證字號' })).toHaveValue('H224680136')
  await page.getByRole('textbox', { name: '身分證字號' }).fill('H224680135')

  // Two photos through the uploader, each previewed once the server has stored it.
  await photoInput(page, '身分證正面').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png })
  await photoInput(page, '身分證反面').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('group', { name: '身分證正面' }).locator('img[src^="/storage/upload/"]')).toHaveCount(1)
  await expect(page.getByRole('group', { name: '身分證反面' }).locator('img[src^="/storage/upload/"]')).toHaveCount(1)
  expect(await mock.requests('/user/shiming')).toEqual([])

  await page.getByRole('button', { name: '提交認證' }).click()
  await expect(toast(page, '已提交，請等待審核')).toBeVisible()
  const status = page.getByRole('region', { name: '審核狀態' })
  await expect(status).toContainText('待審核')
  await expect(status).toContainText('黃雅婷')
  await expect(status).toContainText('H22****135')
  await expect(page.getByRole('button', { name: '提交認證' })).toHaveCount(0)

  const pending = (await mock.pendingReviews()).find(
    (review) => review.kind === 'identity' && review.account === newMember,
  )
  expect(pending?.summary).toBe('黃雅婷, ID H224680135')
  await mock.decideReview({ kind: 'identity', id: pending?.id ?? 0, decision: 'approve' })

  await page.reload()
  await expect(status).toContainText('已通過')
  await expect(status).toContainText('您已完成身分驗證。')
  await page.goto('/#/information/index')
  await expect(page.getByRole('region', { name: '我的帳戶' })).toContainText('已驗證')
  await page
    .getByRole('link', { name: /訊息中心/ })
    .first()
    .click()
  await page.getByRole('tab', { name: /訊息/ }).click()
  await expect(page.getByRole('list', { name: '訊息' }).getByRole('button').first()).toContainText('身分驗證已通過')
})

test('a rejected verification is shown above the form, prefilled to correct and send again', async ({
  page,
  login,
  mock,
}) => {
  await login(underReview)
  await page.goto('/#/information/authInfo')
  const status = page.getByRole('region', { name: '審核狀態' })
  await expect(status).toContainText('待審核')
  // The seeded photos are real images at the paths the profile names.
  for (const name of ['身分證正面', '身分證反面']) {
    const photo = status.getByRole('img', { name })
    await expect(photo).toHaveAttribute('src', new RegExp(`^/storage/idcard/${underReview}-(front|back)\\.jpg$`))
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
  }

  const [review] = (await mock.pendingReviews()).filter((item) => item.account === underReview)
  await mock.decideReview({ kind: 'identity', id: review?.id ?? 0, decision: 'reject' })
  await page.reload()
  await expect(status).toContainText('已拒絕')
  await expect(page.getByRole('textbox', { name: '真實姓名' })).toHaveValue('林美玲')
  await expect(page.getByRole('textbox', { name: '身分證字號' })).toHaveValue('B223456782')
  await expect(page.getByRole('button', { name: '提交認證' })).toBeVisible()
})

test("the server's refusals (a disguised file, an ID number taken) keep what the user typed", async ({
  page,
  login,
  mock,
}) => {
  await login(newMember)
  await page.goto('/#/information/authInfo')
  await page.getByRole('textbox', { name: '真實姓名' }).fill('黃雅婷')
  await page.getByRole('textbox', { name: '身分證字號' }).fill('A123456789')
  // A disguised file is refused by its content, not its name or declared type.
  await photoInput(page, '身分證正面').setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg onload=alert(1)>'),
  })
  await expect(toast(page, '只能上傳JPG、PNG或WEBP格式的圖片')).toBeVisible()
  await expect(page.getByRole('group', { name: '身分證正面' }).locator('img')).toHaveCount(0)
  await photoInput(page, '身分證正面').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png })
  await photoInput(page, '身分證反面').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('group', { name: '身分證反面' }).locator('img[src^="/storage/upload/"]')).toHaveCount(1)
  // The investor's ID number is taken.
  await page.getByRole('button', { name: '提交認證' }).click()
  await expect(toast(page, '該身分證字號已被其他帳號使用')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '真實姓名' })).toHaveValue('黃雅婷')
  await expect(page.getByRole('group', { name: '身分證正面' }).locator('img[src^="/storage/upload/"]')).toHaveCount(1)
  expect((await mock.requests('/user/shiming')).map((call) => call.errorId)).toEqual(['id_card_taken'])
})
