// The credit score (信用分) moves with what the user does and keeps its history on the
// profile: a sign-in completing a 7-day streak (+2), a loan repaid on time (+3), a cash-out
// the broker rejects (-5). The demo investor starts at 95 (a rejected cash-out 10 days ago)
// and signed in on the 6 days before the world starts.
import { expect, test, toast } from './fixtures.ts'
import { choose, field, open, signIn } from './money-helpers.ts'

test('the credit score’s history shows a sign-in streak and a loan repaid on time', async ({ page }) => {
  await signIn(page)
  await page.goto('/#/information/index')
  await page.getByRole('region', { name: '每日簽到' }).getByRole('button', { name: '簽到', exact: true }).click()
  await expect(toast(page, '簽到成功，獲得 1 次抽獎機會')).toBeVisible()

  await open(page, '/home/loanRe', '還款')
  await page.getByRole('button', { name: '全部' }).click()
  await page.getByRole('button', { name: '確認還款' }).click()
  await expect(toast(page, '已還款 70,000.00 元（利息 0.00 元，本金 70,000.00 元），尚欠 0.00 元')).toBeVisible()

  await open(page, '/information/userInfo', '個人資料')
  await expect(page.getByText('信用分', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('100')
  const opener = page.getByRole('button', { name: /^信用分紀錄/ })
  await expect(opener).toHaveAttribute('aria-expanded', 'false')
  await opener.click()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  const changes = page.getByRole('list', { name: '信用分紀錄' }).getByRole('listitem')
  await expect(changes).toHaveCount(3)
  await expect(changes.nth(0)).toContainText('借款按時還清')
  await expect(changes.nth(0)).toContainText('+3')
  await expect(changes.nth(0)).toContainText('變動後 100 分')
  await expect(changes.nth(1)).toContainText('連續簽到滿7天')
  await expect(changes.nth(1)).toContainText('+2')
  await expect(changes.nth(1)).toContainText('變動後 97 分')
  await expect(changes.nth(2)).toContainText('出金申請被拒')
  await expect(changes.nth(2)).toContainText('-5')
})

test('a cash-out the broker rejects lowers the score, and below 60 the next cash-out is refused', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await mock.setAccount({ account: '0912345678', creditScore: 62 })
  await open(page, '/information/cashOut', '出金')
  await choose(page, '收款銀行帳戶', '中國信託商業銀行 **** **** 3456')
  await field(page, '出金金額').fill('10000')
  await field(page, '資金密碼').fill('123456')
  await page.getByRole('button', { name: '確認出金' }).click()
  await expect(toast(page, '出金申請已提交，等待審核')).toBeVisible()
  const [pending] = await mock.pendingReviews('withdrawal')
  await mock.decideReview({ kind: 'withdrawal', id: pending?.id ?? 0, decision: 'reject' })

  await open(page, '/information/cashOut', '出金')
  await expect(page.getByRole('note').getByText('信用分不足，無法出金')).toBeVisible()
  await open(page, '/information/userInfo', '個人資料')
  await page.getByRole('button', { name: /^信用分紀錄/ }).click()
  const latest = page.getByRole('list', { name: '信用分紀錄' }).getByRole('listitem').first()
  await expect(latest).toContainText('出金申請被拒')
  await expect(latest).toContainText('變動後 57 分')
})

test('in English, the history names its reasons', async ({ page, useLanguage }) => {
  await useLanguage('en')
  await signIn(page)
  await open(page, '/information/userInfo', 'Profile')
  await page.getByRole('button', { name: /^Credit score history/ }).click()
  await expect(page.getByRole('list', { name: 'Credit score history' }).getByRole('listitem').first()).toContainText(
    'Withdrawal rejected',
  )
  await expect(page.getByRole('list', { name: 'Credit score history' }).getByRole('listitem').first()).toContainText(
    'Score 95 after',
  )
})
