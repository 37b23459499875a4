// The app's local-storage keys: the session is saved, read and cleared; an HTTP 401 clears
// everything but the language choice.
import { describe, expect, it } from 'vitest'

import { localSessionStore, storageKeys } from './storage.ts'

describe('storageKeys', () => {
  it("are the product's keys", () => {
    expect(storageKeys).toEqual({ token: 'tokend', account: 'account', stockDetail: 'stockDetail', language: 'lang' })
  })
})

describe('localSessionStore', () => {
  it('uses window.localStorage by default', () => {
    localSessionStore().save({ token: 't-1', account: '0912345678' })
    expect(localStorage.getItem('tokend')).toBe('t-1')
    expect(localStorage.getItem('account')).toBe('0912345678')
  })

  it('saves the token under tokend and the account under account, and reads them back', () => {
    const sessions = localSessionStore(localStorage)
    expect(sessions.read()).toBeUndefined()
    sessions.save({ token: 'abc', account: '0912345678' })
    expect({ ...localStorage }).toEqual({ tokend: 'abc', account: '0912345678' })
    expect(sessions.read()).toEqual({ token: 'abc', account: '0912345678' })
    sessions.save({ token: 'def', account: '0922333444' })
    expect(sessions.read()).toEqual({ token: 'def', account: '0922333444' })
  })

  it.each<[string, Record<string, string>]>([
    ['only a token', { tokend: 'abc' }],
    ['only an account', { account: '0912345678' }],
    ['an empty token', { tokend: '', account: '0912345678' }],
    ['an empty account', { tokend: 'abc', account: '' }],
  ])('reads no session from %s', (_, stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
    expect(localSessionStore(localStorage).read()).toBeUndefined()
  })

  it('clearSession forgets the token and the account only', () => {
    const sessions = localSessionStore(localStorage)
    sessions.save({ token: 'abc', account: '0912345678' })
    localStorage.setItem('stockDetail', '{"code":"2330"}')
    localStorage.setItem('lang', 'en')
    sessions.clearSession()
    expect(sessions.read()).toBeUndefined()
    expect({ ...localStorage }).toEqual({ stockDetail: '{"code":"2330"}', lang: 'en' })
  })

  it('clearAll clears everything but lang', () => {
    const sessions = localSessionStore(localStorage)
    sessions.save({ token: 'abc', account: '0912345678' })
    localStorage.setItem('stockDetail', '{"code":"2330"}')
    localStorage.setItem('lang', 'zh-CN')
    localStorage.setItem('other', 'x')
    sessions.clearAll()
    expect({ ...localStorage }).toEqual({ lang: 'zh-CN' })
    expect(sessions.read()).toBeUndefined()
  })

  it('clearAll leaves no lang when none was chosen', () => {
    const sessions = localSessionStore(localStorage)
    sessions.save({ token: 'abc', account: '0912345678' })
    sessions.clearAll()
    expect(localStorage.length).toBe(0)
  })

  it('works on the Storage it is given and no other', () => {
    const local = localSessionStore(localStorage)
    const other = localSessionStore(sessionStorage)
    try {
      local.save({ token: 'abc', account: '0912345678' })
      other.save({ token: 'tab', account: '0933555777' })
      expect(other.read()).toEqual({ token: 'tab', account: '0933555777' })
      other.clearAll()
      expect(other.read()).toBeUndefined()
      expect(local.read()).toEqual({ token: 'abc', account: '0912345678' })
    } finally {
      sessionStorage.clear()
    }
  })
})
