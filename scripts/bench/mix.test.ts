// The benchmark's request mix: categories from the upstream paths, weights spread evenly.
import { describe, expect, it } from 'vitest'

import { type ContractOperation, listOperations } from '../../openapi/contract/operations.ts'
import {
  categorize,
  categoryWeights,
  type MixOperation,
  pickOperations,
  readCategories,
  sequence,
  shares,
  withLoginsOfAnotherAccount,
} from './mix.ts'

const operation = (path: string, options: Partial<ContractOperation> = {}): ContractOperation => ({
  method: 'post',
  path,
  operationId: path,
  secured: true,
  mutates: false,
  example: { value: {} },
  fileFields: undefined,
  account: 'suite',
  upstream: 'known',
  uses: {},
  expect: undefined,
  accepts: [],
  ...options,
})

describe('categorize', () => {
  it.each<[string, Partial<ContractOperation>, string]>([
    ['/common/config', { secured: false }, 'site'],
    ['/common/wenben', { secured: false }, 'site'],
    ['/user/login', { secured: false }, 'login'],
    ['/user/getUserinfo', {}, 'account'],
    ['/trade/stockdetails', {}, 'quote'],
    ['/trade/kline', {}, 'quote'],
    ['/parameter/top', {}, 'list'],
    ['/trade/userstocklist', {}, 'list'],
    ['/trade/search', {}, 'list'],
    ['/trade/stockdetail', {}, 'account'],
    ['/trade/buy_stock', { mutates: true }, 'order'],
  ])('%s -> %s', (path, options, category) => {
    expect(categorize(operation(path, options))).toBe(category)
  })

  it.each<[string, Partial<ContractOperation>, RegExp]>([
    ['/common/upload1', { fileFields: ['file'], example: undefined }, /multipart/],
    ['/user/register', { mutates: true }, /changes state/],
    ['/trade/sell_stock', { mutates: true }, /changes state/],
    ['/user/logout', {}, /ends the session/],
    ['/user/notice', { example: undefined }, /no JSON request example/],
  ])('leaves %s out', (path, options, reason) => {
    const result = categorize(operation(path, options))
    expect(typeof result === 'object' ? result.reason : result).toMatch(reason)
  })
})

describe('sequence', () => {
  const calls: MixOperation[] = [
    { path: '/common/config', category: 'site', secured: false, body: '{}' },
    { path: '/user/login', category: 'login', secured: false, body: '{}' },
    { path: '/trade/stockdetails', category: 'quote', secured: true, body: '{}' },
    { path: '/trade/kline', category: 'quote', secured: true, body: '{}' },
    { path: '/parameter/top', category: 'list', secured: true, body: '{}' },
    { path: '/user/getUserinfo', category: 'account', secured: true, body: '{}' },
    { path: '/trade/buy_stock', category: 'order', secured: true, body: '{}' },
  ]

  it('gives each category its weight, in per cent of 100 calls', () => {
    expect(shares(sequence(calls))).toEqual(categoryWeights)
  })

  it('alternates the operations of a category', () => {
    const quotes = sequence(calls).filter((call) => call.category === 'quote')
    expect(quotes.filter((call) => call.path === '/trade/kline')).toHaveLength(quotes.length / 2)
  })

  it('spreads a category instead of sending it in a run', () => {
    const paths = sequence(calls).map((call) => call.category)
    const longestRun = Math.max(
      ...paths.map((_, index) => paths.slice(index).findIndex((category) => category !== paths[index])),
    )
    expect(longestRun).toBeLessThanOrEqual(2)
  })

  it('keeps only the categories asked for, reweighted', () => {
    const reads = shares(sequence(calls, readCategories))
    expect(Object.keys(reads).sort()).toEqual(['account', 'list', 'quote', 'site'])
    // quote is 30 of the reads' 80: 37.5 %, within one call of 100.
    expect(Math.abs((reads.quote ?? 0) - 37.5)).toBeLessThanOrEqual(1)
  })

  it('is empty when the contract has none of the categories', () => {
    expect(
      sequence(
        calls.filter((call) => call.category === 'login'),
        readCategories,
      ),
    ).toEqual([])
  })
})

describe('the mix of the contract', () => {
  // The calls that only read: every operation without `x-contract: {mutates: true}`.
  const reads = listOperations().filter((operation) => operation.method === 'post' && !operation.mutates)

  const missing = (mix: readonly MixOperation[], paths: readonly string[]) => {
    const sent = new Set(mix.map((call) => call.path))
    return paths.filter((path) => !sent.has(path))
  }

  it('sends every call of the contract that only reads in the full mix, and all but the login in the read mix', () => {
    const { operations } = pickOperations()
    const paths = reads.map((operation) => operation.path)
    expect(paths.length).toBeGreaterThan(30)
    expect(missing(sequence(operations), paths)).toEqual([])
    // A login opens a session (and ends the account's oldest beyond 10): the full mix has it.
    expect(missing(sequence(operations, readCategories), paths)).toEqual(['/user/login'])
  })

  it('grows the sequence when a category has more calls than its share of 100 turns', () => {
    const many = Array.from({ length: 30 }, (_, index): MixOperation => ({
      path: `/site/${index}`,
      category: 'site',
      secured: false,
      body: '{}',
    }))
    const calls: MixOperation[] = [...many, { path: '/trade/kline', category: 'quote', secured: false, body: '{}' }]
    const mixed = sequence(calls)
    expect(mixed.length % 100).toBe(0)
    expect(new Set(mixed.map((call) => call.path)).size).toBe(31)
  })
})

describe('withLoginsOfAnotherAccount', () => {
  it('logs in as another demo account than the login example, without restrictions', () => {
    const calls: MixOperation[] = [
      {
        path: '/user/login',
        category: 'login',
        secured: false,
        body: JSON.stringify({ account: '0912345678', password: 'demo1234' }),
      },
      { path: '/user/getUserinfo', category: 'account', secured: true, body: '{}' },
    ]
    const [login, other] = withLoginsOfAnotherAccount(calls)
    expect(JSON.parse(login!.body)).toEqual({ account: '0922333444', password: 'demo1234' })
    expect(other).toBe(calls[1])
  })
})

describe('pickOperations', () => {
  it('takes today’s contract: config, login and getUserinfo in, upload, register and logout out', () => {
    const { operations, skipped } = pickOperations()
    expect(operations.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/common/config', '/user/login', '/user/getUserinfo']),
    )
    expect(skipped.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/common/upload1', '/user/register', '/user/logout']),
    )
    for (const call of operations) expect(() => JSON.parse(call.body) as unknown).not.toThrow()
  })
})
