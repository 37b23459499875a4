import { describe, expect, it } from 'vitest'

import { localName } from './local-name.ts'

describe('localName', () => {
  it('is the English name in English, the server’s own name otherwise', () => {
    expect(localName('半導體業', 'Semiconductors', 'en')).toBe('Semiconductors')
    expect(localName('半導體業', 'Semiconductors', 'zh-TW')).toBe('半導體業')
    expect(localName('半導體業', 'Semiconductors', 'zh-CN')).toBe('半導體業')
  })

  it('falls back to the server’s name when it gave no English one', () => {
    expect(localName('VIP專屬通道', undefined, 'en')).toBe('VIP專屬通道')
    expect(localName('VIP專屬通道', '', 'en')).toBe('VIP專屬通道')
  })
})
