// The width check counts columns as Prettier does and reads what Prettier formats.
import { describe, expect, it } from 'vitest'

import { checkedFiles, printWidth, wideLines } from './line-width.ts'

describe('wideLines', () => {
  it('flags a line past the print width, counting a Chinese character as two columns', () => {
    const ascii = 'x'.repeat(printWidth)
    const chinese = '字'.repeat(printWidth / 2)
    expect(wideLines('a.ts', [ascii, chinese, `${chinese}x`, `${ascii}x`].join('\n'))).toEqual([
      { file: 'a.ts', line: 3, width: printWidth + 1 },
      { file: 'a.ts', line: 4, width: printWidth + 1 },
    ])
  })
})

describe('checkedFiles', () => {
  it('are the files Prettier formats, without JSON and generated files', async () => {
    const files = await checkedFiles()
    expect(files).toEqual(expect.arrayContaining(['scripts/line-width.ts', 'openapi/openapi.yaml', 'web/index.html']))
    expect(files.filter((file) => file.endsWith('.json') || file.endsWith('.md'))).toEqual([])
    expect(files.filter((file) => file.startsWith('openapi/generated/') || file.endsWith('.gen.ts'))).toEqual([])
  })
})
