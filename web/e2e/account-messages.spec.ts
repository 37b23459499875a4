// The message centre (notices and messages, read and unread) and the server texts, whose
// HTML is rendered sanitised.
import { expect, test, toast } from './fixtures.ts'

test('opens an unread notice, which is then read everywhere; marks all messages read', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/information/index')
  await expect(page.getByRole('link', { name: '訊息中心，5 則未讀' })).toBeVisible()
  await page.getByRole('link', { name: '訊息中心，5 則未讀' }).click()

  await expect(page.getByRole('tab', { name: /公告/ })).toContainText('3')
  const notices = page.getByRole('list', { name: '公告' })
  await expect(notices.getByRole('listitem').nth(9)).toBeVisible()
  const first = notices.getByRole('button').first()
  await expect(first.getByRole('img', { name: '未讀' })).toBeVisible()
  await first.click()

  const dialog = page.getByRole('dialog', { name: '【系統維護】本週日凌晨系統維護' })
  await expect(dialog).toBeVisible()
  // The body is the server's HTML: its emphasis survives.
  await expect(dialog.locator('strong')).toHaveText('本週日 00:00-06:00')
  await dialog.getByRole('button', { name: '返回' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(first.getByRole('img', { name: '未讀' })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: /公告/ })).toContainText('2')

  // The second page comes as the list's end scrolls into view.
  await notices.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(notices.getByRole('listitem')).toHaveCount(11)

  await page.getByRole('tab', { name: /訊息/ }).click()
  const messages = page.getByRole('list', { name: '訊息' })
  await expect(messages.getByRole('img', { name: '未讀' })).toHaveCount(2)
  await page.getByRole('button', { name: '全部已讀' }).click()
  await expect(toast(page, '已全部標為已讀')).toBeVisible()
  await expect(messages.getByRole('img', { name: '未讀' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '全部已讀' })).toBeDisabled()

  await page.goto('/#/information/index')
  await expect(page.getByRole('link', { name: '訊息中心，2 則未讀' })).toBeVisible()
  expect((await mock.requests('/user/noticeread')).map((call) => call.body)).toEqual([{ type: 2 }])
})

test('a notice posted for later appears once the clock reaches it', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/information/msgInfo')
  const notices = page.getByRole('list', { name: '公告' })
  await expect(notices.getByRole('button').first()).toContainText('本週日凌晨系統維護')
  await mock.setClock({ set: '2026-11-24T10:00:00+08:00' })
  await page.reload()
  await expect(notices.getByRole('button').first()).toContainText('年終客戶回饋活動開跑')
})

test('shows the server texts from the settings, rendered as the back office wrote them', async ({ page, login }) => {
  await login()
  await page.goto('/#/information/setting')
  await page.getByRole('link', { name: '關於我們' }).click()
  await expect(page.getByRole('heading', { name: '關於我們', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: '福爾摩沙證券股份有限公司' })).toBeVisible()

  await page.goto('/#/information/qsCenter')
  await expect(page.getByRole('heading', { name: '常見問題', level: 2 })).toBeVisible()
  await page.getByText('交易時間為何？').click()
  await expect(page.getByText(/09:00-13:30/)).toBeVisible()

  for (const [path, title] of [
    ['userPrivacy', '隱私權政策'],
    ['gzbh', '個人資料保護聲明'],
    ['fileText', '開戶文件與風險預告書'],
    ['tradeRule', '交易規則'],
  ] as const) {
    await page.goto(`/#/information/${path}`)
    await expect(page.getByRole('article').getByRole('heading', { name: title, level: 2 })).toBeVisible()
  }
})
