// Where the suite takes request values from: parsing `x-contract: {uses}` and picking values
// out of earlier answers.
import { describe, expect, it } from 'vitest'

import { parseSource, select } from './sources.ts'

describe('parseSource', () => {
  it('reads suite values, earlier answers and fresh calls', () => {
    expect(parseSource('$fundPassword')).toEqual({ kind: 'setting', name: 'fundPassword', text: '$fundPassword' })
    expect(parseSource('/trade/userstocklist#/data/0/id')).toEqual({
      kind: 'answer',
      path: '/trade/userstocklist',
      segments: [{ key: 'data' }, { key: '0' }, { key: 'id' }],
      fresh: false,
      text: '/trade/userstocklist#/data/0/id',
    })
    expect(parseSource('call /common/upload1#/data')).toMatchObject({
      path: '/common/upload1',
      segments: [{ key: 'data' }],
      fresh: true,
    })
    expect(parseSource('/a#')).toMatchObject({ path: '/a', segments: [] })
  })

  it('reads filters and every-element segments, and JSON pointer escapes', () => {
    expect(
      parseSource('/a#/data/[status=1, lock=none]/id').kind === 'answer' &&
        parseSource('/a#/data/[status=1, lock=none]/id'),
    ).toMatchObject({
      segments: [{ key: 'data' }, { where: { status: '1', lock: 'none' } }, { key: 'id' }],
    })
    expect(parseSource('/a#/data/*/symbol')).toMatchObject({
      segments: [{ key: 'data' }, { every: true }, { key: 'symbol' }],
    })
    expect(parseSource('/a#/a~1b/c~0d')).toMatchObject({ segments: [{ key: 'a/b' }, { key: 'c~d' }] })
  })

  it.each([
    ['$nope', "'$nope' is not a suite value ($account, $password, $fundPassword, $unusedAccount)"],
    ['data/0', "'data/0' is neither $value, /path#/pointer nor call /path#/pointer"],
    ['/a/b', "'/a/b' is neither"],
    ['/a#/data/[status]', "'/a#/data/[status]': a filter is [field=value,...], not '[status]'"],
  ])('refuses %s', (text, problem) => {
    expect(() => parseSource(text)).toThrow(problem)
  })
})

describe('select', () => {
  const answer = {
    status: 1,
    data: [
      { id: 10, status: 3, lock: 'none', symbol: '2884' },
      { id: 9, status: 1, lock: 't1', symbol: '2603' },
      { id: 6, status: 1, lock: 'none', symbol: '2884' },
    ],
  }
  const pick = (text: string) => {
    const source = parseSource(text)
    if (source.kind !== 'answer') throw new Error('not an answer source')
    return select(answer, source.segments)
  }

  it('follows keys and positions', () => {
    expect(pick('/x#/data/1/id')).toEqual({ found: true, value: 9 })
    expect(pick('/x#/status')).toEqual({ found: true, value: 1 })
  })

  it('takes the first element matching a filter, comparing values as text', () => {
    expect(pick('/x#/data/[status=1,lock=none]/id')).toEqual({ found: true, value: 6 })
    expect(pick('/x#/data/[status=3]/id')).toEqual({ found: true, value: 10 })
  })

  it('maps * over every element', () => {
    expect(pick('/x#/data/*/symbol')).toEqual({ found: true, value: ['2884', '2603', '2884'] })
  })

  it.each([
    '/x#/data/3/id',
    '/x#/data/[status=2]/id',
    '/x#/data/0/nope',
    '/x#/status/id',
    '/x#/status/*',
    '/x#/data/*/nope',
    '/x#/data/0/id/x',
  ])('finds nothing at %s', (text) => {
    expect(pick(text)).toEqual({ found: false })
  })

  it('finds nothing in an empty list, even with *', () => {
    expect(select({ data: [] }, [{ key: 'data' }, { every: true }])).toEqual({ found: false })
  })
})
