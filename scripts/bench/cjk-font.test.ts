// Which Chinese font the app's benchmark draws with, read from fontconfig's answers.
import { describe, expect, it } from 'vitest'

import { firstFamily } from './cjk-font.ts'

describe('firstFamily', () => {
  it('takes the first family of the first font listed', () => {
    expect(firstFamily('Noto Sans CJK TC,Noto Sans CJK TC Bold\nNoto Serif CJK TC,Noto Serif CJK TC SemiBold\n')).toBe(
      'Noto Sans CJK TC',
    )
  })

  it('is undefined when no font is listed', () => {
    expect(firstFamily('')).toBeUndefined()
    expect(firstFamily('\n')).toBeUndefined()
  })
})
