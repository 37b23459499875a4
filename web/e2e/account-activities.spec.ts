// Daily sign-in and the lottery, against the world clock (Monday 2026-11-23 09:30 Taipei;
// the investor signed in on the six days before) and the world's deterministic draws.
import { expect, test, toast } from './fixtures.ts'

test('signs in once a day: a second sign-in the same day is refused, the next day is open again', async ({
  page,
  context,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/information/index')
  const card = page.getByRole('region', { name: '每日簽到' })
  await expect(card).toContainText('本月已簽到 6 天 · 連續 6 天')

  // A second tab, opened before signing in, still offers the button.
  const other = await context.newPage()
  await other.goto('/#/information/index')
  const otherCard = other.getByRole('region', { name: '每日簽到' })
  await expect(otherCard.getByRole('button', { name: '簽到', exact: true })).toBeEnabled()

  await card.getByRole('button', { name: '簽到', exact: true }).click()
  await expect(toast(page, '簽到成功，獲得 1 次抽獎機會')).toBeVisible()
  await expect(card).toContainText('本月已簽到 7 天 · 連續 7 天')
  await expect(card.getByRole('button', { name: '今日已簽到' })).toBeDisabled()

  await otherCard.getByRole('button', { name: '簽到', exact: true }).click()
  await expect(toast(other, '今日已簽到')).toBeVisible()
  // The refusal brings the stale tab up to date.
  await expect(otherCard.getByRole('button', { name: '今日已簽到' })).toBeDisabled()
  await expect(otherCard).toContainText('本月已簽到 7 天')
  expect((await mock.requests('/user/qiandao')).map((call) => call.errorId ?? 'ok')).toEqual(['ok', 'signed_in_today'])
  await other.close()

  // Midnight in Taipei: a new day.
  await mock.setClock({ set: '2026-11-24T00:00:05+08:00' })
  await page.reload()
  await card.getByRole('button', { name: '簽到', exact: true }).click()
  await expect(card).toContainText('本月已簽到 8 天 · 連續 8 天')
})

test('claims a reached monthly reward into the balance; an unreached one has no button', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/information/index')
  const card = page.getByRole('region', { name: '每日簽到' })
  const assets = page.getByRole('region', { name: '我的資產' })
  await expect(assets).toContainText('NT$ 2,594,900.00')
  await expect(card.getByRole('button', { name: '領取 7 天獎勵' })).toHaveCount(0)

  await card.getByRole('button', { name: '領取 3 天獎勵' }).click()
  await expect(toast(page, '已領取 NT$ 10.00，已存入可用餘額')).toBeVisible()
  await expect(assets).toContainText('NT$ 2,594,910.00')
  await expect(card.getByRole('listitem').filter({ hasText: '3 天' })).toContainText('已領取')

  // The 7-day reward after today's sign-in.
  await card.getByRole('button', { name: '簽到', exact: true }).click()
  await card.getByRole('button', { name: '領取 7 天獎勵' }).click()
  await expect(assets).toContainText('NT$ 2,594,940.00')
  // 15 days are not reached: the server would say so too.
  await expect(card.getByRole('listitem').filter({ hasText: '15 天' })).toContainText('未達成')
  expect((await mock.requests('/user/qiandaoreward')).map((call) => call.status)).toEqual([1, 1])
})

test('draws the lottery until the chances are used up, and lists the draws', async ({ page, login, mock }) => {
  await login()
  await page.goto('/#/home/lottery')
  const board = page.getByRole('region', { name: '抽獎轉盤' })
  await expect(board).toContainText('剩餘抽獎次數 3')
  const draw = board.getByRole('button', { name: /抽獎/ })
  const result = board.getByRole('status')

  // The world's seed decides: no prize, then NT$ 8, then NT$ 18.
  const expected = ['謝謝參與，明天再來', '恭喜獲得 NT$ 8.00，已存入可用餘額', '恭喜獲得 NT$ 18.00，已存入可用餘額']
  for (const [index, text] of expected.entries()) {
    // The first draw runs the light round the board; then as for users who ask for reduced motion.
    if (index === 1) await page.emulateMedia({ reducedMotion: 'reduce' })
    await draw.click()
    await expect(result).toHaveText(text)
    await expect(board).toContainText(`剩餘抽獎次數 ${2 - index}`)
  }
  await expect(board).toContainText('抽獎機會已用完，每日簽到可再獲得。')

  await draw.click()
  await expect(toast(page, '抽獎次數已用完')).toBeVisible()
  expect((await mock.requests('/user/choujiang')).map((call) => call.errorId ?? 'ok')).toEqual([
    'ok',
    'ok',
    'ok',
    'lottery_chances_used_up',
  ])

  await page.getByRole('link', { name: '抽獎紀錄' }).click()
  const records = page.getByRole('list', { name: '抽獎紀錄' })
  await expect(records.getByRole('listitem')).toHaveCount(3)
  await expect(records.getByRole('listitem').first()).toContainText('NT$ 18.00')
  await expect(records.getByRole('listitem').first()).toContainText('+18.00')
  await expect(records.getByRole('listitem').last()).toContainText('謝謝參與')

  await page.goto('/#/information/index')
  await expect(page.getByRole('region', { name: '我的資產' })).toContainText('NT$ 2,594,926.00')
})

test('an unverified member is told to verify before drawing', async ({ page, login }) => {
  await login('0922333444')
  await page.goto('/#/information/index')
  await page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到', exact: true }).click()
  await page.getByRole('link', { name: '去抽獎 ›' }).click()
  const board = page.getByRole('region', { name: '抽獎轉盤' })
  await expect(board).toContainText('剩餘抽獎次數 1')
  await board.getByRole('button', { name: /抽獎/ }).click()
  await expect(toast(page, '請先完成實名認證')).toBeVisible()
  await expect(board).toContainText('剩餘抽獎次數 1')
})
