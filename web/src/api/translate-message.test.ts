// Server messages back to catalogue ids: every entry's text with its example values finds
// its own id and values and no other; piecewise phrases keep the text around them.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { catalogue, type CatalogueEntry, errorIds } from '#openapi/generated/errors.ts'

import { i18n, initI18n } from '../i18n/index.ts'
import { matchCatalogue, type Translate, translateServerMessage } from './translate-message.ts'

const entries = errorIds.map((id) => [id, catalogue[id] as CatalogueEntry] as const)
const piecewiseEntries = entries.filter(([, entry]) => entry.piecewise)
const wholeEntries = entries.filter(([, entry]) => !entry.piecewise)

/** The entry's message with values filled in, as the mock's formatMessage sends it. */
function fill(entry: CatalogueEntry, params: Readonly<Record<string, string>> = entry.example): string {
  return entry.message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${entry.id}: no value for {${name}}`)
    return value
  })
}

/** A translate function that shows what it was asked, to test the plumbing alone. */
const echo: Translate = (key, params) => `<${key}${params === undefined ? '' : ` ${JSON.stringify(params)}`}>`

describe('matchCatalogue', () => {
  it('has example values for exactly the parameters of every entry', () => {
    for (const [id, entry] of entries) {
      const placeholders = [...entry.message.matchAll(/\{(\w+)\}/g)].map((found) => found[1])
      expect({ id, placeholders }).toEqual({ id, placeholders: [...entry.params] })
      expect({ id, example: Object.keys(entry.example).sort() }).toEqual({ id, example: [...entry.params].sort() })
      // A whole message is matched exactly, so an entry with parameters must be piecewise.
      if (entry.params.length > 0) expect({ id, piecewise: entry.piecewise }).toEqual({ id, piecewise: true })
    }
  })

  it.each(entries)('finds %s and its values in its own example text', (id, entry) => {
    expect(matchCatalogue(fill(entry))).toEqual({ id, params: { ...entry.example }, before: '', after: '' })
  })

  it('never finds another id in an entry’s example text', () => {
    const wrong = entries.flatMap(([id, entry]) => {
      const found = matchCatalogue(fill(entry))?.id
      return found === id ? [] : [`${id} -> ${String(found)}`]
    })
    expect(wrong).toEqual([])
  })

  it.each(piecewiseEntries)('keeps the text around the phrase of %s', (id, entry) => {
    const text = fill(entry)
    const suffix = entry.message.endsWith('}') ? '' : '（請洽客服 02-1234-5678）'
    expect(matchCatalogue(`交易失敗：${text}${suffix}`)).toEqual({
      id,
      params: { ...entry.example },
      before: '交易失敗：',
      after: suffix,
    })
  })

  it.each(piecewiseEntries)('reads other values than the example for %s', (id, entry) => {
    const params = Object.fromEntries(entry.params.map((name, index) => [name, `${98765 + index}`]))
    expect(matchCatalogue(fill(entry, params))).toEqual({ id, params, before: '', after: '' })
  })

  it.each<[string, string, Record<string, string>]>([
    ['當前不在出金時間，出金時間為09:30-16:00', 'withdraw_time_window', { start: '09:30', end: '16:00' }],
    ['單筆入金最低500元，最高1,000,000元', 'deposit_amount_limit', { min: '500', max: '1,000,000' }],
    ['新股6949 沛爾生醫-創每人只能申購一次', 'newshare_subscribe_once', { name: '6949 沛爾生醫-創' }],
    ['股票00878為T+1交易，買入當日不能賣出', 'sell_t_plus_one', { code: '00878' }],
    ['買入後1分鐘才能賣出', 'sell_after_minutes', { n: '1' }],
    ['請求參數錯誤：/account must be string', 'request_invalid', { detail: '/account must be string' }],
  ])('reads %s', (text, id, params) => {
    expect(matchCatalogue(text)).toEqual({ id, params, before: '', after: '' })
  })

  it('ignores white space around a whole message', () => {
    expect(matchCatalogue('  餘額不足\n')).toEqual({ id: 'balance_insufficient', params: {}, before: '', after: '' })
  })

  it.each([
    '',
    '餘額',
    '餘額不足！',
    '您的餘額不足',
    'balance insufficient',
    '當前股票大宗交易最少買入股',
    '買入後分鐘才能賣出',
  ])('finds nothing in %j', (text) => {
    expect(matchCatalogue(text)).toBeUndefined()
  })

  it('matches whole messages only when they are the whole text', () => {
    for (const [id, entry] of wholeEntries) {
      expect({ id, match: matchCatalogue(`錯誤：${entry.message}`) }).toEqual({ id, match: undefined })
    }
  })
})

describe('translateServerMessage', () => {
  it('returns unknown text unchanged, without calling translate', () => {
    const asked: string[] = []
    const translate: Translate = (key) => {
      asked.push(key)
      return key
    }
    expect(translateServerMessage('帳戶維護中，請稍候', translate)).toEqual({
      text: '帳戶維護中，請稍候',
      match: undefined,
    })
    expect(asked).toEqual([])
  })

  it('asks for errors:<id> with the values and keeps the surrounding text', () => {
    expect(translateServerMessage('注意：買入後15分鐘才能賣出。', echo)).toEqual({
      text: '注意：<errors:sell_after_minutes {"n":"15"}>。',
      match: { id: 'sell_after_minutes', params: { n: '15' }, before: '注意：', after: '。' },
    })
  })

  describe('with the app’s i18n', () => {
    beforeAll(async () => {
      await initI18n('zh-TW')
      // As the request layer does before its first translation.
      await i18n.loadNamespaces('errors')
    })
    beforeEach(async () => {
      await i18n.changeLanguage('zh-TW')
    })
    const translate: Translate = (key, params) => i18n.t(key, params ?? {})

    it.each<[string, string, string]>([
      ['zh-TW', '當前股票大宗交易最少買入12345股', '當前股票大宗交易最少買入12345股'],
      ['zh-CN', '當前股票大宗交易最少買入12345股', '当前股票大宗交易最少买入12345股'],
      ['en', '當前股票大宗交易最少買入12345股', 'The minimum block purchase for this stock is 12345 shares'],
      [
        'en',
        '提示：當前股票大宗交易最少買入12345股，請調整數量',
        '提示：The minimum block purchase for this stock is 12345 shares，請調整數量',
      ],
      ['en', '單筆出金最低1000元，最高500000元', 'Each withdrawal must be at least NT$1000 and at most NT$500000'],
      ['en', '當前不在入金時間，入金時間為09:00-21:00', 'Deposits are not open now. Deposit hours: 09:00-21:00'],
      [
        'en',
        '新股6949 沛爾生醫-創每人只能申購一次',
        'New share 6949 沛爾生醫-創 can be subscribed only once per person',
      ],
      ['en', '餘額不足', 'Insufficient balance'],
      ['zh-CN', '帳號已凍結，請聯繫客服', '账号已冻结，请联系客服'],
      ['en', '未知的錯誤 E42', '未知的錯誤 E42'],
    ])('%s: %s -> %s', async (language, message, expected) => {
      await i18n.changeLanguage(language)
      expect(translateServerMessage(message, translate).text).toBe(expected)
    })

    it.each(['zh-TW', 'zh-CN', 'en'])('keeps every value of every piecewise entry in %s', async (language) => {
      await i18n.changeLanguage(language)
      for (const [id, entry] of piecewiseEntries) {
        const params = Object.fromEntries(entry.params.map((name, index) => [name, `${70_000 + index}`]))
        const { text } = translateServerMessage(fill(entry, params), translate)
        for (const value of Object.values(params))
          expect({ id, text, has: text.includes(value) }).toEqual({ id, text, has: true })
      }
    })
  })
})
