// The news: a paged list newest first, an item with its picture, the picture's zoom (1/3 to
// 3, a double tap toggles), and an XSS corpus in a body that runs nothing.
import { expect, test } from './fixtures.ts'
import { xssCorpus } from './xss-corpus.ts'

test('open the news from home, read an item, and zoom its picture', async ({ page, login }) => {
  await login()
  await page.goto('/#/home/index')
  await page.getByRole('button', { name: '資訊' }).click()
  const list = page.getByRole('list', { name: '資訊' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  // The next page as the end comes into view.
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(20)

  await list.getByRole('button', { name: /台股早盤走高/ }).click()
  await expect(page.getByRole('heading', { name: '台股早盤走高，半導體權值股領漲' })).toBeVisible()
  await expect(page.getByText('加權指數早盤開高')).toBeVisible()

  await page.getByRole('article').getByRole('img').click()
  const viewer = page.getByRole('dialog', { name: '圖片預覽' })
  await expect(viewer).toBeVisible()
  const level = viewer.getByLabel('縮放比例')
  await expect(level).toHaveText('100%')
  for (let n = 0; n < 4; n++) await viewer.getByRole('button', { name: '放大' }).click()
  await expect(level).toHaveText('300%')
  for (let n = 0; n < 8; n++) await viewer.getByRole('button', { name: '縮小' }).click()
  await expect(level).toHaveText('33%')
  await viewer.getByRole('button', { name: '放大' }).click()
  await viewer.getByRole('button', { name: '放大' }).click()
  await expect(level).not.toHaveText('100%')
  // A double tap goes back to the fitted size, and another to 2x.
  await viewer.getByRole('img').dblclick()
  await expect(level).toHaveText('100%')
  await viewer.getByRole('img').dblclick()
  await expect(level).toHaveText('200%')
  await viewer.getByRole('button', { name: '關閉' }).click()
  await expect(viewer).toBeHidden()
})

test('an item published later appears once the world clock reaches it', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/home/newsList')
  const list = page.getByRole('list', { name: '資訊' })
  await expect(list.getByRole('listitem').first()).toContainText('台股早盤走高')
  await mock.setClock({ advanceMs: 60 * 60 * 1000 })
  await page.reload()
  await expect(list.getByRole('listitem').first()).toContainText('盤後快訊')
})

test.describe('hostile news bodies', () => {
  // As in xss.spec.ts: the CSP is bypassed so that what is tested is the app's sanitising.
  test.use({ bypassCSP: true })

  test('an XSS corpus in a news body and title runs no script', async ({ page, login }) => {
    const fired: string[] = []
    await page.exposeFunction('__xss', (id: number) => fired.push(`payload ${id} ran`))
    page.on('dialog', (dialog) => {
      fired.push(`a dialog opened: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await page.route('**/api/vue/common/newsdetail', async (route) => {
      const response = await route.fetch()
      const envelope = (await response.json()) as { data: Record<string, unknown> }
      await route.fulfill({
        response,
        json: {
          ...envelope,
          data: {
            ...envelope.data,
            title: xssCorpus.join(''),
            content: xssCorpus.map((payload) => `<p>${payload}</p>`).join(''),
          },
        },
      })
    })
    await login()
    await page.goto('/#/home/newsDetail?id=1', { waitUntil: 'networkidle' })
    await expect(page.getByRole('article')).toBeVisible()
    await expect(page.getByRole('article')).toContainText('點我')
    expect(fired).toEqual([])
  })
})
