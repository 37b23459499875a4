// The check proves itself: each kind of change is planted in a copy of the real contract
// (the committed bundle and catalogue) and must be classified as expected against an app
// that reads a known set of fields.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

import document from '#openapi/generated/openapi.json' with { type: 'json' }

import { type Change, classify, type ContractState } from './classify.ts'
import { operationFacts } from './fields.ts'
import type { AppUsage } from './usage.ts'

const root = resolve(import.meta.dirname, '../..')
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const catalogue = new Map(
  (parseYaml(readFileSync(resolve(root, 'openapi/errors.yaml'), 'utf8')) as { entries: Json[] }).entries.map(
    (entry) => [entry.id as string, { message: entry.message as string, source: entry.source as string }],
  ),
)
const translated = new Set(
  Object.keys(JSON.parse(readFileSync(resolve(root, 'web/src/i18n/locales/en/errors.json'), 'utf8')) as object),
)

const state = (doc: unknown, entries = catalogue): ContractState => ({
  label: 'test',
  version: '1.0.0',
  operations: operationFacts(doc),
  catalogue: entries,
  translated,
})

/** The app of these tests: it calls everything and reads these fields, deciding on PositionRow's status. */
const read = (...sites: string[]) => ({ sites, switched: false })
const usage: AppUsage = {
  reads: {
    'components/schemas/Quote/price': read('web/src/quote.tsx:1'),
    'components/schemas/BankCard/bank_address': read('web/src/cards.tsx:1'),
    'components/schemas/UserInfo/realname': read('web/src/profile.tsx:1'),
    'components/schemas/UserInfo/invite_code': read('web/src/profile.tsx:2'),
    'components/schemas/UserInfo/xyf': read('web/src/profile.tsx:3'),
    'components/schemas/PositionRow/status': { sites: ['web/src/positions.tsx:1'], switched: true },
    'components/schemas/PositionRow/lock': read('web/src/positions.tsx:2'),
  },
  calls: Object.keys(document.paths),
}

function planted(plant: (doc: Json, schemas: Json) => void): Change[] {
  const copy = structuredClone(document) as Json
  plant(copy, copy.components.schemas)
  return classify(state(document), state(copy), usage)
}

const find = (changes: Change[], rule: string, field: string, operation?: string) => {
  const found = changes.filter(
    (change) =>
      change.rule === rule && change.field === field && (operation === undefined || change.operation === operation),
  )
  expect(
    found,
    `${rule} ${field} in ${JSON.stringify(changes.map((c) => [c.operation, c.rule, c.field]))}`,
  ).not.toEqual([])
  return found[0] as Change
}

const without = (list: string[], name: string) => list.filter((item) => item !== name)

describe('contract changes, planted in a copy of the contract', () => {
  it('finds nothing between the contract and itself', () => {
    expect(classify(state(document), state(structuredClone(document)), usage)).toEqual([])
  })

  describe('breaking for the app', () => {
    it('a response field the app reads removed', () => {
      const change = find(
        planted((_, schemas) => {
          delete schemas.Quote.properties.price
          schemas.Quote.required = without(schemas.Quote.required, 'price')
        }),
        'response-required-property-removed',
        'data.price',
        '/trade/stockdetails',
      )
      expect(change.breaks).toEqual(['app'])
      expect(change.words).toContain('web/src/quote.tsx:1')
    })

    it('a response field the app reads renamed', () => {
      const change = find(
        planted((_, schemas) => {
          const card = schemas.BankCard
          card.properties.bank_addr = card.properties.bank_address
          delete card.properties.bank_address
          card.required = [...without(card.required, 'bank_address'), 'bank_addr']
        }),
        'response-property-renamed',
        'data[].bank_address',
        '/user/cardList',
      )
      expect(change.breaks).toEqual(['app'])
      expect(change.words).toContain('renamed to data[].bank_addr')
    })

    it('a response field the app reads made optional, or nullable', () => {
      const changes = planted((_, schemas) => {
        schemas.UserInfo.required = without(schemas.UserInfo.required, 'realname')
        schemas.UserInfo.properties.invite_code.type = ['string', 'null']
      })
      expect(find(changes, 'response-property-became-optional', 'data.realname', '/user/getUserinfo').breaks).toEqual([
        'app',
      ])
      expect(
        find(changes, 'response-property-became-nullable', 'data.invite_code', '/user/getUserinfo').breaks,
      ).toEqual(['app'])
    })

    it('a response field the app reads given a wider type', () => {
      const changes = planted((_, schemas) => (schemas.UserInfo.properties.xyf.type = ['integer', 'string']))
      expect(find(changes, 'response-property-type-widened', 'data.xyf', '/user/getUserinfo').breaks).toEqual(['app'])
    })

    it('a new value of a field the app decides on, and not of one it only shows', () => {
      const changes = planted((_, schemas) => {
        schemas.PositionRow.properties.status.enum.push(6)
        schemas.PositionRow.properties.lock.enum.push('day')
      })
      const status = find(changes, 'response-property-enum-value-added', 'data[].status', '/trade/userstocklist')
      expect(status.breaks).toEqual(['app'])
      expect(status.words).toContain('the app decides on it (web/src/positions.tsx:1)')
      const lock = find(changes, 'response-property-enum-value-added', 'data[].lock', '/trade/userstocklist')
      expect(lock.breaks).toEqual([])
    })

    it('a catalogue message the app translates changed or removed', () => {
      const entries = new Map(catalogue)
      entries.set('withdraw_time_window', { message: '現在不能出金，出金時間為{start}-{end}', source: 'spec' })
      entries.delete('deposit_time_window')
      const changes = classify(state(document), state(document, entries), usage)
      expect(find(changes, 'catalogue-message-changed', 'withdraw_time_window').breaks).toEqual(['app', 'upstream'])
      expect(find(changes, 'catalogue-message-removed', 'deposit_time_window').breaks).toEqual(['app'])
    })
  })

  describe('breaking for the upstream', () => {
    it('a request field made required', () => {
      const changes = planted((_, schemas) => schemas.BuyRequest.required.push('lingu'))
      const change = find(changes, 'request-property-became-required', 'lingu', '/trade/buy_stock')
      expect(change.breaks).toContain('upstream')
    })

    it('a new enum value sent', () => {
      const changes = planted((_, schemas) => schemas.BuyRequest.properties.wttj.enum.push('GTC'))
      expect(find(changes, 'request-property-enum-value-added', 'wttj', '/trade/buy_stock').breaks).toEqual([
        'upstream',
      ])
    })

    it('a response field newly required, on a call the upstream has (not on a designed one)', () => {
      const changes = planted((_, schemas) => schemas.StockRow.required.push('nav'))
      expect(find(changes, 'response-property-became-required', 'data[].nav', '/parameter/top').breaks).toEqual([
        'upstream',
      ])
      expect(find(changes, 'response-property-became-required', 'data[].nav', '/parameter/plateStocks').breaks).toEqual(
        [],
      )
    })

    it('a call newly marked x-upstream: known', () => {
      const changes = planted((doc) => {
        const logout = doc.paths['/user/logout'].post
        logout['x-upstream'] = 'known'
        logout['x-upstream-evidence'] = 'Seen in a public app built on the same upstream.'
      })
      expect(find(changes, 'endpoint-became-known', '', '/user/logout').breaks).toEqual(['upstream'])
    })
  })

  describe('compatible', () => {
    it('a removed field nobody reads', () => {
      const changes = planted((_, schemas) => {
        delete schemas.Quote.properties.industry
        schemas.Quote.required = without(schemas.Quote.required, 'industry')
      })
      const change = find(changes, 'response-required-property-removed', 'data.industry', '/trade/stockdetails')
      expect(change.breaks).toEqual([])
      expect(change.words).toContain('the app never reads it')
    })

    it('an added optional field', () => {
      const changes = planted((_, schemas) => {
        schemas.UserInfo.properties.nickname = { type: 'string', description: 'A name to show.' }
      })
      expect(changes.map((change) => [change.rule, change.field, change.breaks])).toEqual([
        ['response-optional-property-added', 'data.nickname', []],
      ])
    })

    it('a new designed call', () => {
      const changes = planted((doc) => {
        doc.paths['/user/nickname'] = structuredClone(doc.paths['/user/logout'])
        doc.paths['/user/nickname'].post.operationId = 'userNickname'
      })
      expect(changes.map((change) => [change.operation, change.rule, change.breaks])).toEqual([
        ['/user/nickname', 'endpoint-added', []],
      ])
    })

    it('what a designed call newly asks of an upstream (none has it yet)', () => {
      const changes = planted((doc) => {
        const settlements = doc.paths['/trade/settlements'].post
        settlements.requestBody.content['application/json'].schema = {
          type: 'object',
          description: 'Which settlements.',
          required: ['day'],
          properties: { day: { type: 'string', description: 'The day.' } },
        }
      })
      const change = find(changes, 'new-required-request-property', 'day', '/trade/settlements')
      expect(change.breaks).toEqual(['app'])
      expect(change.words).toContain('a designed call')
    })
  })
})
