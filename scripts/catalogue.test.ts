// The rules of the error catalogue (openapi/errors.yaml) and the module made from it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { catalogue, errorIds, isErrorId } from '../openapi/generated/errors.ts'
import { buildCatalogueModule, type CatalogueSourceEntry, readCatalogue } from './catalogue.ts'

const root = resolve(import.meta.dirname, '..')

const valid: CatalogueSourceEntry = {
  id: 'block_min_purchase',
  message: '當前股票大宗交易最少買入{n}股',
  params: ['n'],
  example: { n: '500000' },
  piecewise: true,
  resolvesFalse: true,
  http: 200,
  source: 'upstream',
  meaning: 'A block trade below the minimum.',
}

const plain: CatalogueSourceEntry = {
  id: 'system_busy',
  message: '系統繁忙，請稍後再試',
  params: [],
  example: {},
  piecewise: false,
  resolvesFalse: false,
  http: 200,
  source: 'spec',
  meaning: 'Busy.',
}

const invalid = (problems: string[]) =>
  new Error(`openapi/errors.yaml is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`)

describe('readCatalogue', () => {
  it('returns valid entries in file order, filling params and example', () => {
    const { params: _p, example: _e, ...bare } = plain
    expect(readCatalogue({ entries: [valid, bare] })).toEqual([valid, plain])
  })

  it.each([
    ['no entries', {}],
    ['entries that are not a list', { entries: { a: 1 } }],
    ['nothing', null],
  ])('refuses %s', (_, raw) => {
    expect(() => readCatalogue(raw)).toThrow(invalid(['the file has no `entries` list']))
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an id not in snake_case', { id: 'BlockMin' }, 'entry 0 (BlockMin): id must be snake_case'],
    ['a missing id', { id: undefined }, 'entry 0 (undefined): id must be snake_case'],
    ['a blank message', { message: '  ' }, 'entry 0 (block_min_purchase): message is required'],
    [
      'params that differ from the placeholders',
      { params: ['m'], example: { m: '1' } },
      "entry 0 (block_min_purchase): params [m] differ from the message's placeholders [n]",
    ],
    [
      'an example missing a param',
      { example: {} },
      'entry 0 (block_min_purchase): example must give a value for each param and nothing else',
    ],
    [
      'an example with an extra value',
      { example: { n: '1', x: '2' } },
      'entry 0 (block_min_purchase): example must give a value for each param and nothing else',
    ],
    [
      'an empty example value',
      { example: { n: '' } },
      'entry 0 (block_min_purchase): example values must be non-empty strings',
    ],
    [
      'a numeric example value',
      { example: { n: 5 } },
      'entry 0 (block_min_purchase): example values must be non-empty strings',
    ],
    [
      'params without piecewise',
      { piecewise: false },
      'entry 0 (block_min_purchase): a message with params must be piecewise (it cannot be matched exactly)',
    ],
    [
      'resolvesFalse not a boolean',
      { resolvesFalse: 'yes' },
      'entry 0 (block_min_purchase): resolvesFalse must be true or false',
    ],
    ['an http status below 200', { http: 199 }, 'entry 0 (block_min_purchase): http must be an HTTP status'],
    ['an http status above 599', { http: 600 }, 'entry 0 (block_min_purchase): http must be an HTTP status'],
    [
      'an unknown source',
      { source: 'rumour' },
      'entry 0 (block_min_purchase): source must be one of spec, upstream, designed, transport',
    ],
    ['no meaning', { meaning: '' }, 'entry 0 (block_min_purchase): meaning is required'],
  ])('refuses %s', (_, change, problem) => {
    expect(() => readCatalogue({ entries: [{ ...valid, ...change }] })).toThrow(invalid([problem]))
  })

  it('refuses a piecewise flag that is not a boolean', () => {
    expect(() => readCatalogue({ entries: [{ ...plain, piecewise: 'no' }] })).toThrow(
      invalid(['entry 0 (system_busy): piecewise must be true or false']),
    )
  })

  it('refuses duplicate ids and duplicate messages, naming each', () => {
    expect(() =>
      readCatalogue({ entries: [plain, { ...plain, message: 'other' }, { ...plain, id: 'busy_again' }] }),
    ).toThrow(invalid(['entry 1 (system_busy): duplicate id', 'entry 2 (busy_again): duplicate message']))
  })

  it('reports every problem at once', () => {
    expect(() =>
      readCatalogue({
        entries: [
          { ...valid, http: 0, meaning: '' },
          { ...plain, source: 'x' },
        ],
      }),
    ).toThrow(
      invalid([
        'entry 0 (block_min_purchase): http must be an HTTP status',
        'entry 0 (block_min_purchase): meaning is required',
        'entry 1 (system_busy): source must be one of spec, upstream, designed, transport',
      ]),
    )
  })
})

describe('the catalogue', () => {
  const source = readCatalogue(parse(readFileSync(resolve(root, 'openapi/errors.yaml'), 'utf8')))
  const committed = readFileSync(resolve(root, 'openapi/generated/errors.ts'), 'utf8')

  it('passes every rule, and the committed module is what buildCatalogueModule makes of it', () => {
    const banner = `${committed.split('\n')[0]}\n`
    expect(buildCatalogueModule(source, banner)).toBe(committed)
  })

  it('exposes every entry by id, in file order', () => {
    expect(errorIds).toEqual(source.map((entry) => entry.id))
    for (const entry of source) expect(catalogue[entry.id as keyof typeof catalogue]).toEqual(entry)
  })

  it('knows its own ids only', () => {
    expect(isErrorId('system_busy')).toBe(true)
    expect(isErrorId('toString')).toBe(false)
    expect(isErrorId('hasOwnProperty')).toBe(false)
    expect(isErrorId('')).toBe(false)
  })

  it('has the transport answers the mock and the app rely on', () => {
    expect(
      Object.fromEntries(source.filter((entry) => entry.source === 'transport').map((entry) => [entry.id, entry.http])),
    ).toEqual({
      request_invalid: 400,
      request_bad_json: 400,
      request_not_found: 404,
      request_too_large: 413,
      request_unsupported_type: 415,
      server_error: 500,
    })
  })
})
