// The readability scans of screens.spec.ts can fail: each one, on a page made to fail it (and
// to pass it), so that a scan that finds nothing on the app means the app has nothing to find.
import { expect, type Page, test } from '@playwright/test'

import { scanTapTargets, scanTextBreaks } from './screens/page-scans.ts'
import { axeFindings, minTargetPx } from './screens/scan-screen.ts'

async function show(page: Page, body: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.setContent(
    '<!doctype html><html lang="zh-Hant-TW"><head><title>scan</title>' +
      '<style>body{margin:0;font:16px sans-serif}</style></head>' +
      `<body><main>${body}</main></body></html>`,
  )
}

test('the tap-target scan measures the hit area, padding and pseudo-elements included', async ({ page }) => {
  await show(
    page,
    `<style>
      .small { width: 24px; height: 24px; padding: 0; }
      .padded { width: 24px; height: 24px; padding: 0; position: relative; }
      .padded::after {
        content: ''; position: absolute; top: 50%; left: 50%; width: 44px; height: 44px;
        transform: translate(-50%, -50%);
      }
      .wide { display: block; width: 200px; height: 48px; margin-top: 40px; }
    </style>
    <button class="small" aria-label="small">x</button>
    <button class="padded" aria-label="padded" style="display: block; margin: 40px 100px">y</button>
    <a class="wide" href="#z">a link</a>
    <label style="display:block; padding: 12px 0; margin-top: 20px"
      ><input type="checkbox" style="width:16px;height:16px"> a checkbox with a tall label</label>`,
  )
  const scan = await page.evaluate(scanTapTargets, minTargetPx)
  expect(scan.measured).toBe(4)
  expect(scan.small.map((target) => target.what)).toEqual([expect.stringContaining('"small"')])
  // 24 px and its borders, to a fraction of a pixel.
  for (const size of [scan.small[0]?.width, scan.small[0]?.height]) {
    expect(size).toBeGreaterThan(23)
    expect(size).toBeLessThan(30)
  }
})

test('with a dialog open the tap-target scan measures its controls, not those its mask covers', async ({ page }) => {
  await show(
    page,
    `<style>
      .mask { position: fixed; inset: 0; background: rgb(0 0 0 / 40%); }
      [role="dialog"] { position: fixed; top: 200px; left: 40px; width: 280px; background: white; }
    </style>
    <button style="width: 200px; height: 48px">behind the mask</button>
    <div class="mask"></div>
    <div role="dialog" aria-label="confirm">
      <button style="display: block; width: 200px; height: 48px">confirm</button>
      <button style="width: 24px; height: 24px; padding: 0" aria-label="tiny">x</button>
    </div>`,
  )
  const scan = await page.evaluate(scanTapTargets, minTargetPx)
  expect(scan.measured).toBe(2)
  expect(scan.small.map((target) => target.what)).toEqual([expect.stringContaining('"tiny"')])
})

test('the line-break scan finds a label, a time and an amount broken, and not a sentence', async ({ page }) => {
  await show(
    page,
    `<p style="width: 40px">申購截止</p>
     <p style="width: 50px; word-break: break-all">2026-10-14 09:30:00</p>
     <p style="width: 60px">-189,770.00（11-25 交割）</p>
     <p style="width: 120px">這是一段很長的說明文字，在任何一個字後面換行都可以，不算斷字。</p>
     <p style="width: 300px">申購截止 2026-10-14</p>`,
  )
  const scan = await page.evaluate(scanTextBreaks)
  expect(scan.broken.map((word) => word.unit)).toEqual(['申購截止', '2026-10-14', '09:30:00', '-189,770.00（11-25'])
  expect(scan.checkedUnits).toBeGreaterThan(5)
  expect(scan.overflowPx).toBe(0)
})

test('the line-break scan finds a page wider than the screen', async ({ page }) => {
  await show(page, '<div style="width: 500px; white-space: nowrap">a row of figures that does not fit</div>')
  const scan = await page.evaluate(scanTextBreaks)
  expect(scan.overflowPx).toBe(140)
  expect(scan.overflowing).toEqual([expect.stringContaining('div')])
})

test('axe-core finds grey text on white (2.85:1) and passes dark text', async ({ page }) => {
  await show(page, '<h1>頁面</h1><p style="color:#999">2330</p><p style="color:#6b7079">2317</p>')
  const { findings, rules } = await axeFindings(page, 'test page')
  expect(rules).toBeGreaterThan(5)
  expect(findings.map((finding) => finding.text)).toEqual([expect.stringMatching(/^color-contrast: /)])
})
