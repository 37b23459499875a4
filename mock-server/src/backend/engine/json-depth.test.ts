import { describe, expect, it } from 'vitest'

import { jsonDepth, maxJsonDepth } from './json-depth.ts'

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['[[],[[]]]', 3],
    ['{"text":"[[[[{{{{"}', 1],
    ['{"text":"a\\\\"}', 1],
    ['{"text":"\\"[[["}', 1],
    ['"[[[["', 0],
  ])('%s nests %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth)
  })

  it('stops counting past the limit', () => {
    expect(jsonDepth('['.repeat(100_000), maxJsonDepth)).toBe(maxJsonDepth + 1)
  })
})
