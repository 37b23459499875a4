import { describe, expect, it } from 'vitest'

import { i18n, initI18n } from '../i18n/index.ts'
import { prizeLabel } from './prize-label.ts'

describe('prizeLabel', () => {
  it('reads cash with separators and no prize as 謝謝參與', async () => {
    // The web tests share one i18next per worker: another test may have set it up already.
    if (!i18n.isInitialized) await initI18n('zh-TW')
    await i18n.loadNamespaces('activities')
    const t = i18n.getFixedT('zh-TW', 'activities')
    expect(prizeLabel(t, { type: 1, money: '888.00' })).toBe('NT$ 888.00')
    expect(prizeLabel(t, { type: 1, money: '1888.5' })).toBe('NT$ 1,888.50')
    expect(prizeLabel(t, { type: 0, money: '0.00' })).toBe('謝謝參與')
  })
})

it('reads in English too', async () => {
  if (!i18n.isInitialized) await initI18n('zh-TW')
  await i18n.loadLanguages('en')
  await i18n.loadNamespaces('activities')
  const t = i18n.getFixedT('en', 'activities')
  expect(prizeLabel(t, { type: 0, money: '0.00' })).toBe('No prize')
})
