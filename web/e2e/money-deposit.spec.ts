// Deposits: the amount and channel, the transfer proof first, the review through the admin
// API, and the balance and fund record that follow; the deposit window by the world clock.
import { demo, expect, test, toast } from './fixtures.ts'
import { choose, field, open, proofPng, signIn, walletFigure } from './money-helpers.ts'

test('a deposit with its proof is approved by the back office and credits the balance', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,000,000.00')
  await page.getByRole('button', { name: '入金' }).click()

  await expect(page.getByText('入金時間 09:00-21:00，單筆 1,000.00 至 2,000,000.00 元')).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('請輸入入金金額', { exact: true })).toBeVisible()
  await expect(page.getByText('請選擇入金通道')).toBeVisible()
  await field(page, '入金金額').fill('999')
  await expect(page.getByText('單筆入金最低1000元，最高2000000元')).toBeVisible()
  await field(page, '入金金額').fill('50000')
  await choose(page, '入金通道', '銀行轉帳')
  await page.getByRole('button', { name: '下一步' }).click()

  await expect(page.getByRole('heading', { name: '轉帳入金' })).toBeVisible()
  const details = page.getByRole('region', { name: '轉帳資訊' })
  await expect(details).toContainText('NT$ 50,000.00')
  await expect(details).toContainText('901540012345')
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(page.getByText('請先上傳轉帳憑證', { exact: true })).toBeVisible()
  expect(await mock.requests('/user/chongzhi')).toEqual([])

  await page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]').setInputFiles(proofPng)
  await expect(page.getByRole('group', { name: '轉帳憑證' }).getByRole('img').first()).toBeVisible()
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(toast(page, '入金申請已提交，等待審核')).toBeVisible()
  await expect(page.getByRole('tab', { name: '入金紀錄', selected: true })).toBeVisible()
  const newest = page.getByRole('list', { name: '入金紀錄' }).getByRole('listitem').first()
  await expect(newest).toContainText('銀行轉帳')
  await expect(newest).toContainText('+50,000.00')
  await expect(newest).toContainText('待審核')

  const [pending] = await mock.pendingReviews('deposit')
  expect(pending).toMatchObject({ kind: 'deposit', account: demo.account })
  await mock.decideReview({ kind: 'deposit', id: pending?.id ?? 0, decision: 'approve' })
  await page.reload()
  await expect(newest).toContainText('已通過')

  await open(page, '/information/payBag', '我的錢包')
  await expect(walletFigure(page, '新台幣可用')).toHaveText('1,050,000.00')
  await page.getByRole('button', { name: '資金明細' }).click()
  const record = page.getByRole('list', { name: '資金明細' }).getByRole('listitem').first()
  await expect(record).toContainText('入金')
  await expect(record).toContainText('+50,000.00 TWD')
  await expect(record).toContainText('餘額 1,050,000.00')
})

test('outside the deposit window the screen says so, and the server refuses a late submission', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await mock.setClock({ set: '2026-11-23T21:30:00+08:00' })
  await open(page, '/information/recharge', '入金')
  await expect(page.getByRole('note')).toHaveText('當前不在入金時間，入金時間為09:00-21:00')
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled()

  // Opened while open; the window closes before the user submits.
  await mock.setClock({ set: '2026-11-23T20:59:00+08:00' })
  await open(page, '/information/rechargeChannel?id=1&money=%2210000%22', '轉帳入金')
  await page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]').setInputFiles(proofPng)
  await expect(page.getByRole('group', { name: '轉帳憑證' }).getByRole('img').first()).toBeVisible()
  await mock.setClock({ set: '2026-11-23T21:00:00+08:00' })
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(toast(page, '當前不在入金時間，入金時間為09:00-21:00')).toBeVisible()
  await expect(page.getByRole('heading', { name: '轉帳入金' })).toBeVisible()
  expect((await mock.requests('/user/chongzhi')).map((call) => call.errorId)).toEqual(['deposit_time_window'])
})

test('a channel with a password refuses a wrong one; a USDT channel asks for the USDT amount', async ({
  page,
  mock,
}) => {
  await signIn(page)
  await open(page, '/information/recharge', '入金')
  await field(page, '入金金額').fill('10000')
  await choose(page, '入金通道', 'VIP專屬通道')
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]').setInputFiles(proofPng)
  await expect(page.getByRole('group', { name: '轉帳憑證' }).getByRole('img').first()).toBeVisible()
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(page.getByText('請輸入通道密碼', { exact: true })).toBeVisible()
  await field(page, '通道密碼').fill('1234')
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(toast(page, '通道密碼錯誤')).toBeVisible()
  await field(page, '通道密碼').fill('8888')
  await page.getByRole('button', { name: '提交審核' }).click()
  await expect(toast(page, '入金申請已提交，等待審核')).toBeVisible()
  expect((await mock.requests('/user/chongzhi')).map((call) => call.errorId ?? 'ok')).toEqual([
    'wrong_channel_password',
    'ok',
  ])

  await open(page, '/information/recharge', '入金')
  await field(page, '入金金額').fill('10000')
  await choose(page, '入金通道', 'USDT-TRC20')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('請轉入 311.53 USDT（匯率 32.1000）')).toBeVisible()
  await expect(page.getByRole('region', { name: '轉帳資訊' })).toContainText('TXk7mJ4a2bQyP9cRvW3nE8sD6fGh5LuZ1A')
})

test('the proof uploader takes one image of at most 5 MB, checked before anything is sent', async ({ page, mock }) => {
  await signIn(page)
  await open(page, '/information/rechargeChannel?id=1&money=%225000%22', '轉帳入金')
  const uploader = page.getByRole('group', { name: '轉帳憑證' }).locator('input[type=file]')
  await expect(uploader).toBeVisible()
  await uploader.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await expect(toast(page, '只能上傳JPG、PNG或WEBP格式的圖片')).toBeVisible()
  await uploader.setInputFiles({ ...proofPng, buffer: Buffer.concat([proofPng.buffer, Buffer.alloc(5 * 1024 * 1024)]) })
  await expect(toast(page, '圖片大小不能超過5MB')).toBeVisible()
  expect(await mock.requests('/common/upload1')).toEqual([])
  // One image is all it takes: once it is there, there is nothing to add another with.
  await uploader.setInputFiles(proofPng)
  await expect(page.getByRole('group', { name: '轉帳憑證' }).getByRole('img').first()).toBeVisible()
  await expect(uploader).toBeHidden()
  expect((await mock.requests('/common/upload1')).map((call) => call.status)).toEqual([1])
})
