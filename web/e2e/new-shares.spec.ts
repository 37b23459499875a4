// New shares and block trades, walked on screen with the world clock moved by the steering
// API (copy trading: copy-trading.spec.ts).
import type { Page } from '@playwright/test'

import { expect, test, toast } from './fixtures.ts'

/** A figure of a card, by its name. */
const figure = (card: ReturnType<Page['getByRole']>, name: string) =>
  card.getByRole('group', { name, exact: true }).getByRole('definition')

test('subscribe to a new share, pass the draw, pay, and hold the shares on the listing day', async ({
  page,
  login,
  mock,
}) => {
  // In this world's draw the investor is allotted 福星電子 (the draw follows the world seed).
  await mock.reset({ seed: 3 })
  await login()
  await page.goto('/#/home/allTool')
  await page.getByRole('button', { name: '新股申購' }).click()
  const offering = page.getByRole('listitem', { name: '福星電子 7751' })
  await expect(figure(offering, '承銷價')).toHaveText('88.00')
  await expect(figure(offering, '發行量')).toHaveText('2,860張')
  await offering.getByRole('button', { name: '申購' }).click()

  // Whole lots, checked before anything is sent.
  const lots = page.getByRole('textbox', { name: '申購張數' })
  await lots.fill('')
  await page.getByRole('button', { name: '申購' }).click()
  await expect(page.getByRole('alert')).toHaveText('請輸入申購數量')
  await lots.fill('1.5')
  await page.getByRole('button', { name: '申購' }).click()
  await expect(page.getByRole('alert')).toHaveText('申購數量須為整數張')
  expect(await mock.requests('/trade/buy_newstock')).toEqual([])
  await lots.fill('1')
  await page.getByRole('button', { name: '申購' }).click()
  await expect(toast(page, '申購成功')).toBeVisible()

  const record = page.getByRole('list', { name: '申購紀錄' }).getByRole('listitem', { name: '福星電子 7751' })
  await expect(record).toContainText('待抽籤')
  await expect(figure(record, '凍結金額')).toHaveText('88,000.00')

  // After the draw: allotted, waiting for payment.
  await mock.setClock({ set: '2026-11-26T15:01:00+08:00' })
  await page.reload()
  await expect(record).toContainText('待繳款')
  await expect(figure(record, '中籤張數')).toHaveText('1張')
  await expect(figure(record, '待繳金額')).toHaveText('88,000.00')
  await record.getByRole('button', { name: '繳款' }).click()
  await expect(toast(page, '繳款成功')).toBeVisible()
  await expect(record).toContainText('已繳款')
  await expect(figure(record, '已繳金額')).toHaveText('88,000.00')

  // On the listing day the shares are a holding.
  await mock.setClock({ set: '2026-12-02T09:05:00+08:00' })
  await page.goto('/#/trade/index')
  await expect(page.getByText('福星電子').first()).toBeVisible()
})

test('申購 is offered only while an offering is open: one not open yet and one suspended say why', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/#/home/newStock')
  const open = page.getByRole('listitem', { name: '福星電子 7751' })
  await expect(open).toContainText('申購中')
  await expect(open.getByRole('button', { name: '申購' })).toBeEnabled()
  const notStarted = page.getByRole('listitem', { name: '安禾生醫 7768' })
  await expect(notStarted).toContainText('未開始')
  await expect(notStarted).toContainText('2026-11-26 09:00 開始申購')
  await expect(notStarted.getByRole('button', { name: '申購' })).toBeDisabled()
  const suspended = page.getByRole('listitem', { name: '澄遠材料 7735' })
  await expect(suspended).toContainText('暫停申購')
  await expect(suspended).toContainText('券商暫停本檔申購')
  await expect(suspended.getByRole('button', { name: '申購' })).toBeDisabled()
  await expect(page.getByRole('listitem', { name: '華岳精密 7712' }).getByRole('button')).toHaveCount(0)

  // Reached by its address, a closed offering shows why instead of the form.
  await page.goto('/#/home/newStockBuy?id=2')
  await expect(page.getByRole('region', { name: '安禾生醫 7768' })).toContainText('2026-11-26 09:00 開始申購')
  await expect(page.getByRole('textbox', { name: '申購張數' })).toHaveCount(0)
  await page.goto('/#/home/newStockBuy?id=3')
  await expect(page.getByRole('region', { name: '澄遠材料 7735' })).toContainText('券商暫停本檔申購')
  await expect(page.getByRole('textbox', { name: '申購張數' })).toHaveCount(0)
})

test('an auction that opens at 09:00 takes no bid before then', async ({ page, login, mock }) => {
  await mock.setClock({ set: '2026-11-23T08:00:00+08:00' })
  await login()
  await page.goto('/#/home/newStockJp')
  const auction = page.getByRole('listitem', { name: '宏碩光電 7790' })
  await expect(auction).toContainText('未開始')
  await expect(auction).toContainText('2026-11-23 09:00 開始申購')
  await expect(auction.getByRole('button', { name: '投標' })).toBeDisabled()
  await mock.setClock({ set: '2026-11-23T09:00:00+08:00' })
  await page.reload()
  await expect(auction).toContainText('申購中')
  await auction.getByRole('button', { name: '投標' }).click()
  await expect(page.getByRole('textbox', { name: '投標價格' })).toBeVisible()
})

test('an auction bid below the minimum price is refused with the server message', async ({ page, login }) => {
  await login()
  await page.goto('/#/home/newStockJp')
  await page.getByRole('listitem', { name: '晶昇科技 7799' }).getByRole('button', { name: '投標' }).click()
  await page.getByRole('textbox', { name: '投標價格' }).fill('100')
  await page.getByRole('button', { name: '投標' }).click()
  await expect(toast(page, '投標價格不得低於最低投標價')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '投標價格' })).toHaveValue('100')
})

test('a block trade is refused below its minimum, accepted above it, then stopped by the daily limit', async ({
  page,
  login,
  mock,
}) => {
  await login()
  await page.goto('/#/home/blockTrade')
  const offer = page.getByRole('listitem', { name: '國泰金 2882' })
  await expect(figure(offer, '最低買入')).toHaveText('1000股')
  await expect(figure(offer, '每日限購')).toHaveText('2次')
  await offer.getByRole('button', { name: '買入' }).click()
  await expect(page.getByRole('heading', { name: '鉅額交易買入' })).toBeVisible()

  const shares = page.getByRole('textbox', { name: '購買數量（股）' })
  const buy = page.getByRole('button', { name: '買入' })
  await buy.click()
  await expect(page.getByRole('alert')).toHaveText('請輸入購買數量')
  await shares.fill('500')
  await buy.click()
  await expect(toast(page, '當前股票大宗交易最少買入1000股')).toBeVisible()
  await shares.fill('1000')
  await buy.click()
  await expect(toast(page, '已買入1000股')).toBeVisible()
  await expect(toast(page, '已買入1000股')).toBeHidden()
  await buy.click()
  await expect(toast(page, '已買入1000股')).toBeVisible()
  await expect(toast(page, '已買入1000股')).toBeHidden()
  await buy.click()
  await expect(toast(page, '當前大宗一天限購2次')).toBeVisible()
  expect((await mock.requests('/trade/buy_dzstock')).map((call) => call.errorId ?? 'ok')).toEqual([
    'block_min_purchase',
    'ok',
    'ok',
    'block_daily_limit',
  ])

  await page.goto('/#/home/blockTrade2')
  await expect(page.getByRole('list', { name: '購買紀錄' }).getByRole('listitem')).toHaveCount(2)
})
