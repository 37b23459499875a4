import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { shortClassNames } from './short-class-names.ts'

const file = (path: string) => resolve(import.meta.dirname, path)

describe('shortClassNames', () => {
  it('names a class by its file and local name, the same in every build', () => {
    const name = shortClassNames()('row', file('src/trade/Row.module.css'))
    expect(name).toMatch(/^_[\w-]{4}$/)
    expect(shortClassNames()('row', file('src/trade/Row.module.css?used'))).toBe(name)
    expect(shortClassNames()('row', file('src/trade/Other.module.css'))).not.toBe(name)
  })

  it('fails the build when two classes would share a name', () => {
    const name = shortClassNames()
    // Scan for two owners with the same four characters: 2^24 names make one likely within
    // a few thousand tries.
    const seen = new Map<string, string>()
    let pair: [string, string] | undefined
    for (let i = 0; pair === undefined; i++) {
      const local = `c${i}`
      const short = shortClassNames()(local, file('a.module.css'))
      const other = seen.get(short)
      if (other !== undefined) pair = [other, local]
      seen.set(short, local)
    }
    name(pair[0], file('a.module.css'))
    expect(() => name(pair[1], file('a.module.css'))).toThrow(/rename one of the classes/)
  })
})
