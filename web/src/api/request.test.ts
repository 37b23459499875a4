// The request layer (docs/product.md#the-request-layer) against the real mock backend through MSW: envelope
// unwrap, session headers, catalogue errors and their translation, the special cases that
// resolve to false, HTTP 401, the 10 s timeout and failures without a product message.
import { delay, http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '#mock/backend/core/seed-data.ts'
import { catalogue, type CatalogueEntry, type ErrorId, errorIds } from '#openapi/generated/errors.ts'

import { exitRedirectMs, requestTimeoutMs, sessionRedirectMs, toastMs } from '../app/constants.ts'
import { changeLanguage, i18n, initI18n } from '../i18n/index.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import enErrors from '../i18n/locales/en/errors.json' with { type: 'json' }
import {
  admin,
  baseUrl,
  createHarness,
  createMockNetwork,
  demoLogin,
  headerRecorder,
  logIn,
  track,
} from '../test/mock-api.ts'
import { ApiError } from './api-error.ts'
import { newIdempotencyKey } from './request.ts'
import { storageKeys } from './storage.ts'

const network = createMockNetwork()

beforeAll(async () => {
  await initI18n('zh-TW')
  network.listen()
})
afterAll(() => network.close())

beforeEach(async () => {
  network.reset()
  await i18n.changeLanguage('zh-TW')
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const configBody = { type: 'all' } as const

/** The ApiError a call rejects with; fails the test when it resolves or throws something else. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('the call resolved; expected a rejection')
}

/** The entry's message with values filled in, as the server sends it. */
function serverText(entry: CatalogueEntry, params: Readonly<Record<string, string>> = entry.example): string {
  return entry.message.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

/** The en translation of an entry, filled in by hand from the locale file (not through i18next). */
function englishText(id: ErrorId, params: Readonly<Record<string, string>>): string {
  const template = (enErrors as Record<string, string>)[id]
  if (template === undefined) throw new Error(`en has no errors:${id}`)
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '')
}

function answerOnConfig(response: () => Response | Promise<Response>) {
  return http.post(`${baseUrl}/common/config`, response)
}

it('runs with the product constants (the harness uses them like web/src/api/index.ts)', () => {
  expect({ requestTimeoutMs, toastMs, sessionRedirectMs, exitRedirectMs }).toEqual({
    requestTimeoutMs: 10_000,
    toastMs: 2_000,
    sessionRedirectMs: 2_000,
    exitRedirectMs: 1_000,
  })
})

describe('success', () => {
  it('read resolves to the envelope data', async () => {
    const { api, notify } = createHarness()
    await expect(api.read('/common/config', configBody)).resolves.toEqual(
      siteSettings.map(({ name, value }) => ({ name, value })),
    )
    expect(notify).not.toHaveBeenCalled()
  })

  it('submit resolves to the envelope data, and a null data stays null', async () => {
    const harness = createHarness()
    const session = await harness.api.submit('/user/login', demoLogin)
    expect(session).toEqual({ token: expect.stringMatching(/^\S{20,}$/), account: '0912345678' })
    if (session === false) throw new Error('unreachable')
    harness.sessions.save(session)
    await expect(harness.api.submit('/user/logout', {})).resolves.toBeNull()
    expect(harness.notify).not.toHaveBeenCalled()
  })

  it('sends no token or account header without a session', async () => {
    const recorder = headerRecorder()
    network.reset(recorder.handler)
    const { api } = createHarness()
    await api.read('/common/config', configBody)
    expect(recorder.seen).toEqual([{ path: '/common/config', token: null, account: null }])
  })

  it('sends the stored token and account on every call, which the mock accepts', async () => {
    const recorder = headerRecorder()
    network.reset(recorder.handler)
    const harness = createHarness()
    const session = await logIn(harness)
    expect(localStorage.getItem(storageKeys.token)).toBe(session.token)
    expect(localStorage.getItem(storageKeys.account)).toBe('0912345678')

    const info = await harness.api.read('/user/getUserinfo', {})
    expect(info).toMatchObject({ account: '0912345678', realname: '陳志明', money: '1000000.00' })
    await harness.api.read('/common/config', configBody)
    expect(recorder.seen).toEqual([
      { path: '/user/login', token: null, account: null },
      { path: '/user/getUserinfo', token: session.token, account: '0912345678' },
      { path: '/common/config', token: session.token, account: '0912345678' },
    ])
  })

  it('clears its timeout timer once answered', async () => {
    const { api } = createHarness()
    await api.read('/common/config', configBody)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('catalogue errors', () => {
  it('toasts the translated message once and rejects with kind refused and the id', async () => {
    await admin('POST', '/errors', { path: '/common/config', id: 'block_min_purchase', params: { n: '12345' } })
    const { api, notify } = createHarness()
    const error = await rejection(api.read('/common/config', configBody))
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'refused',
      errorId: 'block_min_purchase',
      message: '當前股票大宗交易最少買入12345股',
      serverMessage: '當前股票大宗交易最少買入12345股',
      httpStatus: 200,
      resolvesFalse: true,
    })
    expect(notify.mock.calls).toEqual([['當前股票大宗交易最少買入12345股']])
  })

  it.each<[LanguageCode, string]>([
    ['zh-TW', '當前股票大宗交易最少買入12345股'],
    ['zh-CN', '当前股票大宗交易最少买入12345股'],
    ['en', 'The minimum block purchase for this stock is 12345 shares'],
  ])('translates piecewise into %s and keeps the number', async (language, expected) => {
    await changeLanguage(language)
    await admin('POST', '/errors', { path: '/common/config', id: 'block_min_purchase', params: { n: '12345' } })
    const { api, notify } = createHarness()
    await expect(api.submit('/common/config', configBody)).resolves.toBe(false)
    expect(notify.mock.calls).toEqual([[expected]])
  })

  it('keeps the text before and after a piecewise phrase', async () => {
    await changeLanguage('en')
    network.reset(
      answerOnConfig(() =>
        HttpResponse.json({ status: 0, msg: '下單失敗：當前股票大宗交易最少買入12345股（代號2330）', data: null }),
      ),
    )
    const { api, notify } = createHarness()
    const error = await rejection(api.read('/common/config', configBody))
    expect(error.message).toBe('下單失敗：The minimum block purchase for this stock is 12345 shares（代號2330）')
    expect(error.errorId).toBe('block_min_purchase')
    expect(notify.mock.calls).toEqual([
      ['下單失敗：The minimum block purchase for this stock is 12345 shares（代號2330）'],
    ])
  })

  it('raises a rule of the mock (wrong password) as its catalogue message', async () => {
    await changeLanguage('en')
    const { api, notify } = createHarness()
    const error = await rejection(api.submit('/user/login', { account: demoLogin.account, password: 'wrong-password' }))
    expect(error).toMatchObject({
      kind: 'refused',
      errorId: 'wrong_credentials',
      message: 'Wrong account or password',
      serverMessage: '帳號或密碼錯誤',
    })
    expect(notify.mock.calls).toEqual([['Wrong account or password']])
  })

  it('shows an unknown message as sent and rejects even from submit', async () => {
    network.reset(
      answerOnConfig(() => HttpResponse.json({ status: 0, msg: '帳戶維護中，請於 18:00 後再試', data: null })),
    )
    const { api, notify } = createHarness()
    const error = await rejection(api.submit('/common/config', configBody))
    expect(error).toMatchObject({
      kind: 'refused',
      errorId: undefined,
      message: '帳戶維護中，請於 18:00 後再試',
      resolvesFalse: false,
    })
    expect(notify.mock.calls).toEqual([['帳戶維護中，請於 18:00 後再試']])
  })

  it('translates a catalogue envelope on an HTTP error status (server_error on 500)', async () => {
    network.reset(
      answerOnConfig(() =>
        HttpResponse.json({ status: 0, msg: '伺服器錯誤，請稍後再試', data: null }, { status: 500 }),
      ),
    )
    await changeLanguage('en')
    const { api } = createHarness()
    const error = await rejection(api.read('/common/config', configBody))
    expect(error).toMatchObject({
      kind: 'refused',
      errorId: 'server_error',
      httpStatus: 500,
      message: 'Server error. Please try again later',
    })
  })
})

describe('every catalogue entry, forced through the admin API, in en', () => {
  const entries = errorIds.map((id) => [id, catalogue[id] as CatalogueEntry] as const)

  it('covers the whole catalogue, with its special cases', () => {
    expect(entries.filter(([, entry]) => entry.resolvesFalse).map(([id]) => id)).toEqual([
      'withdraw_time_window',
      'deposit_time_window',
      'withdraw_amount_limit',
      'deposit_amount_limit',
      'newshare_subscribe_once',
      'newshare_funds_insufficient',
      'newshare_min_quantity',
      'block_min_purchase',
      'block_daily_limit',
      'sell_t_plus_one',
      'sell_after_minutes',
    ])
  })

  it.each(entries)('submit: %s', async (id, entry) => {
    await changeLanguage('en')
    // A session to expire: a 401 to a call sent without one tells nothing.
    if (entry.http === 401) {
      localStorage.setItem(storageKeys.token, 'no-longer-valid')
      localStorage.setItem(storageKeys.account, '0912345678')
    }
    await admin('POST', '/errors', { path: '/common/config', id, params: entry.example })
    const { api, notify } = createHarness()
    const expected = englishText(id, entry.example)
    const outcome = api.submit('/common/config', configBody)
    if (entry.resolvesFalse) {
      await expect(outcome).resolves.toBe(false)
    } else {
      const error = await rejection(outcome)
      expect(error).toMatchObject({
        kind: entry.http === 401 ? 'session' : 'refused',
        errorId: id,
        httpStatus: entry.http,
        message: expected,
        serverMessage: serverText(entry),
        resolvesFalse: false,
      })
    }
    expect(notify.mock.calls).toEqual([[expected]])
  })

  it.each(entries.filter(([, entry]) => entry.resolvesFalse))('read always rejects: %s', async (id, entry) => {
    await admin('POST', '/errors', { path: '/common/config', id, params: entry.example })
    const { api, notify } = createHarness()
    const error = await rejection(api.read('/common/config', configBody))
    expect(error).toMatchObject({ kind: 'refused', errorId: id, resolvesFalse: true, message: serverText(entry) })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

describe('HTTP 401', () => {
  function fillStorage(): void {
    localStorage.setItem(storageKeys.language, 'en')
    localStorage.setItem(storageKeys.token, 'no-longer-valid')
    localStorage.setItem(storageKeys.account, '0912345678')
    localStorage.setItem(storageKeys.stockDetail, '{"code":"2330"}')
    localStorage.setItem('somethingElse', '1')
  }

  it('clears local storage but the language, toasts, and calls onSessionExpired once after 2000 ms', async () => {
    await changeLanguage('en')
    fillStorage()
    const { api, notify, onSessionExpired } = createHarness()
    const error = await rejection(api.read('/user/getUserinfo', {}))
    expect(error).toMatchObject({
      kind: 'session',
      httpStatus: 401,
      errorId: 'session_expired',
      message: 'Your session has expired. Please log in again',
      serverMessage: '登入已失效，請重新登入',
    })
    expect(notify.mock.calls).toEqual([['Your session has expired. Please log in again']])
    expect({ ...localStorage }).toEqual({ lang: 'en' })

    await vi.advanceTimersByTimeAsync(1999)
    expect(onSessionExpired).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('shows the zh-TW session message by default', async () => {
    fillStorage()
    localStorage.removeItem(storageKeys.language)
    const { api, notify } = createHarness()
    await rejection(api.read('/user/getUserinfo', {}))
    expect(notify.mock.calls).toEqual([['登入已失效，請重新登入']])
    expect(localStorage.length).toBe(0)
  })

  it('redirects and toasts once when two calls get 401 at the same time, and again for a later 401', async () => {
    fillStorage()
    const { api, onSessionExpired, notify } = createHarness()
    const results = await Promise.allSettled([api.read('/user/getUserinfo', {}), api.submit('/user/logout', {})])
    expect(results.map((result) => result.status === 'rejected' && (result.reason as ApiError).kind)).toEqual([
      'session',
      'session',
    ])
    expect(notify.mock.calls).toEqual([['登入已失效，請重新登入']])
    await vi.advanceTimersByTimeAsync(1999)
    expect(onSessionExpired).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)

    // The next session ends too.
    fillStorage()
    await rejection(api.read('/user/getUserinfo', {}))
    await vi.advanceTimersByTimeAsync(2000)
    expect(onSessionExpired).toHaveBeenCalledTimes(2)
  })

  it('stays quiet about a 401 answered after its session has ended, and keeps a new session', async () => {
    fillStorage()
    let answerLate: () => void = () => undefined
    const late = new Promise<void>((resolve) => (answerLate = resolve))
    network.reset(
      http.post(`${baseUrl}/user/getUserinfo`, () =>
        HttpResponse.json({ status: 0, msg: '登入已失效，請重新登入', data: null }, { status: 401 }),
      ),
      http.post(`${baseUrl}/user/noticenum`, async () => {
        await late
        return HttpResponse.json({ status: 0, msg: '登入已失效，請重新登入', data: null }, { status: 401 })
      }),
    )
    const { api, notify, onSessionExpired } = createHarness()
    const slow = api.read('/user/noticenum', {}).catch((error: unknown) => error)
    await rejection(api.read('/user/getUserinfo', {}))
    await vi.advanceTimersByTimeAsync(2000)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    // The user logs in again before the slow call's answer arrives.
    localStorage.setItem(storageKeys.token, 'new-session')
    localStorage.setItem(storageKeys.account, '0912345678')
    answerLate()
    expect(await slow).toMatchObject({ kind: 'session' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(notify.mock.calls).toEqual([['登入已失效，請重新登入']])
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(storageKeys.token)).toBe('new-session')
  })

  it('keeps a login made while the redirect of a 401 waits', async () => {
    fillStorage()
    const { api, notify, onSessionExpired } = createHarness()
    await rejection(api.read('/user/getUserinfo', {}))
    await vi.advanceTimersByTimeAsync(1000)
    localStorage.setItem(storageKeys.token, 'new-session')
    localStorage.setItem(storageKeys.account, '0922333444')
    await vi.advanceTimersByTimeAsync(5000)
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(storageKeys.token)).toBe('new-session')
  })

  it('stays quiet about a call sent with no session and answered after the next login', async () => {
    let answerLate: () => void = () => undefined
    const late = new Promise<void>((resolve) => (answerLate = resolve))
    network.reset(
      http.post(`${baseUrl}/user/noticenum`, async () => {
        await late
        return HttpResponse.json({ status: 0, msg: '登入已失效，請重新登入', data: null }, { status: 401 })
      }),
    )
    const { api, notify, onSessionExpired } = createHarness()
    const slow = api.read('/user/noticenum', {}).catch((error: unknown) => error)
    localStorage.setItem(storageKeys.token, 'new-session')
    localStorage.setItem(storageKeys.account, '0922333444')
    answerLate()
    expect(await slow).toMatchObject({ kind: 'session' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(notify).not.toHaveBeenCalled()
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(localStorage.getItem(storageKeys.token)).toBe('new-session')
  })

  it('stays quiet about a call sent with no session, as a screen still shown after logging out sends', async () => {
    network.reset(
      http.post(`${baseUrl}/trade/userstocklist`, () =>
        HttpResponse.json({ status: 0, msg: '登入已失效，請重新登入', data: null }, { status: 401 }),
      ),
    )
    localStorage.setItem(storageKeys.language, 'zh-TW')
    const { api, notify, onSessionExpired } = createHarness()
    expect(await rejection(api.read('/trade/userstocklist', { type: 'tw' }))).toMatchObject({ kind: 'session' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(notify).not.toHaveBeenCalled()
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(localStorage.getItem(storageKeys.language)).toBe('zh-TW')
  })

  it('uses the app message when a 401 has no envelope', async () => {
    fillStorage()
    await changeLanguage('en')
    network.reset(http.post(`${baseUrl}/user/getUserinfo`, () => new HttpResponse(null, { status: 401 })))
    const { api, notify, onSessionExpired } = createHarness()
    const error = await rejection(api.read('/user/getUserinfo', {}))
    expect(error).toMatchObject({
      kind: 'session',
      httpStatus: 401,
      message: 'Your session has expired. Please log in again.',
    })
    expect(notify.mock.calls).toEqual([['Your session has expired. Please log in again.']])
    await vi.advanceTimersByTimeAsync(2000)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('treats a forced 401 fault on a valid session the same way', async () => {
    const harness = createHarness()
    await logIn(harness)
    localStorage.setItem(storageKeys.language, 'zh-TW')
    await admin('POST', '/faults', { path: '/user/getUserinfo', kind: 'http', status: 401 })
    await expect(harness.api.read('/user/getUserinfo', {})).rejects.toMatchObject({ kind: 'session' })
    expect({ ...localStorage }).toEqual({ lang: 'zh-TW' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(harness.onSessionExpired).toHaveBeenCalledTimes(1)
  })
})

describe('timeout', () => {
  it('rejects with kind timeout after 10 000 ms, not before, and toasts', async () => {
    network.reset(
      answerOnConfig(async () => {
        await delay('infinite')
        return HttpResponse.json({ status: 1, msg: '', data: [] })
      }),
    )
    const { api, notify } = createHarness()
    const call = api.read('/common/config', configBody)
    const state = track(call)
    await vi.advanceTimersByTimeAsync(9999)
    expect(state.state).toBe('pending')
    expect(notify).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await rejection(call)
    expect(error).toMatchObject({
      kind: 'timeout',
      message: '連線逾時，請稍後再試',
      httpStatus: undefined,
      errorId: undefined,
    })
    expect(notify.mock.calls).toEqual([['連線逾時，請稍後再試']])
  })

  it('gives up on the mock hanging the call (hang fault) at 10 000 ms', async () => {
    await changeLanguage('en')
    await admin('POST', '/faults', { path: '/common/config', kind: 'hang' })
    const { api, notify } = createHarness()
    const call = api.submit('/common/config', configBody)
    const state = track(call)
    await vi.advanceTimersByTimeAsync(9999)
    expect(state.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(call).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The request timed out. Please try again later.',
    })
    expect(notify.mock.calls).toEqual([['The request timed out. Please try again later.']])
  })

  it('accepts an answer that takes 9.9 s', async () => {
    await admin('POST', '/faults', { path: '/common/config', kind: 'delay', delayMs: 9900 })
    const { api, notify } = createHarness()
    const call = api.read('/common/config', configBody)
    const state = track(call)
    await vi.advanceTimersByTimeAsync(9899)
    expect(state.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(call).resolves.toHaveLength(siteSettings.length)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('failures without a product message', () => {
  type Setup = () => Promise<void>
  const fault =
    (body: Record<string, unknown>): Setup =>
    async () => {
      await admin('POST', '/faults', { path: '/common/config', ...body })
    }
  const answer =
    (response: () => Response): Setup =>
    async () => {
      network.reset(answerOnConfig(response))
    }

  it.each<[string, Setup, 'network' | 'http', number | undefined, string]>([
    [
      'a connection reset (reset fault)',
      fault({ kind: 'reset' }),
      'network',
      undefined,
      '網路連線失敗，請檢查網路後再試',
    ],
    ['a network error', answer(() => HttpResponse.error()), 'network', undefined, '網路連線失敗，請檢查網路後再試'],
    ['HTTP 500 with an empty body', fault({ kind: 'http', status: 500 }), 'http', 500, '請求失敗（狀態碼 500）'],
    ['HTTP 503 with an empty body', fault({ kind: 'http', status: 503 }), 'http', 503, '請求失敗（狀態碼 503）'],
    ['an HTML 502 page', fault({ kind: 'html' }), 'http', 502, '請求失敗（狀態碼 502）'],
    ['an HTML 504 page', fault({ kind: 'html', status: 504 }), 'http', 504, '請求失敗（狀態碼 504）'],
    ['200 with malformed JSON', fault({ kind: 'malformed' }), 'http', 200, '請求失敗（狀態碼 200）'],
    [
      '200 with an empty body',
      answer(() => new HttpResponse('', { status: 200 })),
      'http',
      200,
      '請求失敗（狀態碼 200）',
    ],
    [
      'an envelope with status 0 and an empty msg',
      answer(() => HttpResponse.json({ status: 0, msg: '', data: null })),
      'http',
      200,
      '請求失敗（狀態碼 200）',
    ],
    [
      'an envelope with status 0 and a blank msg',
      answer(() => HttpResponse.json({ status: 0, msg: '  ', data: null })),
      'http',
      200,
      '請求失敗（狀態碼 200）',
    ],
    [
      'an envelope with a string status',
      answer(() => HttpResponse.json({ status: '1', msg: '', data: [] })),
      'http',
      200,
      '請求失敗（狀態碼 200）',
    ],
    [
      'a JSON body that is not an envelope',
      answer(() => HttpResponse.json([{ name: 'title', value: 'x' }])),
      'http',
      200,
      '請求失敗（狀態碼 200）',
    ],
    [
      'a success envelope on HTTP 500',
      answer(() => HttpResponse.json({ status: 1, msg: '', data: [] }, { status: 500 })),
      'http',
      500,
      '請求失敗（狀態碼 500）',
    ],
    [
      'HTTP 404 with plain text',
      answer(() => HttpResponse.text('Not Found', { status: 404 })),
      'http',
      404,
      '請求失敗（狀態碼 404）',
    ],
  ])('%s', async (_, setup, kind, httpStatus, message) => {
    await setup()
    const { api, notify } = createHarness()
    const error = await rejection(api.submit('/common/config', configBody))
    expect(error).toMatchObject({ kind, httpStatus, message, errorId: undefined, resolvesFalse: false })
    expect(notify.mock.calls).toEqual([[message]])
  })

  it('shows the generic message in the chosen language', async () => {
    await changeLanguage('en')
    await admin('POST', '/faults', { path: '/common/config', kind: 'html' })
    const { api, notify } = createHarness()
    await expect(api.read('/common/config', configBody)).rejects.toMatchObject({
      kind: 'http',
      message: 'Request failed (status 502)',
    })
    expect(notify.mock.calls).toEqual([['Request failed (status 502)']])
  })
})

describe('quiet calls', () => {
  it('do not toast a catalogue error, and a special case still resolves to false', async () => {
    await admin('POST', '/errors', { path: '/common/config', id: 'sell_after_minutes', params: { n: '15' }, times: 2 })
    const { api, notify } = createHarness()
    await expect(api.submit('/common/config', configBody, { quiet: true })).resolves.toBe(false)
    await expect(api.read('/common/config', configBody, { quiet: true })).rejects.toMatchObject({
      kind: 'refused',
      errorId: 'sell_after_minutes',
    })
    expect(notify).not.toHaveBeenCalled()
  })

  it('do not toast a timeout or a failure', async () => {
    await admin('POST', '/faults', { path: '/common/config', kind: 'html' })
    network.server.use(http.post(`${baseUrl}/user/logout`, () => delay('infinite')))
    const { api, notify } = createHarness()
    await expect(api.read('/common/config', configBody, { quiet: true })).rejects.toMatchObject({ kind: 'http' })
    const call = api.submit('/user/logout', {}, { quiet: true })
    const state = track(call)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(call).rejects.toMatchObject({ kind: 'timeout' })
    expect(state.state).toBe('rejected')
    expect(notify).not.toHaveBeenCalled()
  })

  it('leave storage alone and never redirect on 401', async () => {
    localStorage.setItem(storageKeys.token, 'no-longer-valid')
    localStorage.setItem(storageKeys.account, '0912345678')
    localStorage.setItem(storageKeys.stockDetail, '{"code":"2330"}')
    const { api, notify, onSessionExpired } = createHarness()
    await expect(api.read('/user/getUserinfo', {}, { quiet: true })).rejects.toMatchObject({
      kind: 'session',
      httpStatus: 401,
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
    expect({ ...localStorage }).toEqual({
      tokend: 'no-longer-valid',
      account: '0912345678',
      stockDetail: '{"code":"2330"}',
    })
  })
})

describe("the exit flow's assumption (web/src/frame/special-targets.ts)", () => {
  it('sends the token of a session cleared right after the call starts, so the server revokes it', async () => {
    const recorder = headerRecorder()
    network.reset(recorder.handler)
    const harness = createHarness()
    const session = await logIn(harness)

    const logout = harness.api.submit('/user/logout', {}, { quiet: true })
    harness.sessions.clearSession()
    await expect(logout).resolves.toBeNull()
    expect(recorder.seen.at(-1)).toEqual({ path: '/user/logout', token: session.token, account: '0912345678' })
    expect(harness.sessions.read()).toBeUndefined()

    // The token is revoked: used again, it gets a 401.
    harness.sessions.save(session)
    await expect(harness.api.read('/user/getUserinfo', {}, { quiet: true })).rejects.toMatchObject({ kind: 'session' })
  })

  it('(control) sends no token when the session is cleared before the call', async () => {
    const recorder = headerRecorder()
    network.reset(recorder.handler)
    const harness = createHarness()
    await logIn(harness)
    harness.sessions.clearSession()
    await expect(harness.api.submit('/user/logout', {}, { quiet: true })).rejects.toMatchObject({ kind: 'session' })
    expect(recorder.seen.at(-1)).toEqual({ path: '/user/logout', token: null, account: null })
  })
})

describe('uploads', () => {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  )

  it('sends the file as a multipart form and resolves to the stored path', async () => {
    vi.useRealTimers()
    const harness = createHarness()
    await logIn(harness)
    const path = await harness.api.upload('/common/upload1', {
      file: new File([png], 'id-front.png', { type: 'image/png' }),
    })
    expect(path).toMatch(/^\/storage\/upload\/\d{8}\/[0-9a-f]{24}\.png$/)
    expect(harness.notify).not.toHaveBeenCalled()
  })

  it('toasts the translated refusal of a file that is not an image, whatever its name says', async () => {
    vi.useRealTimers()
    await changeLanguage('en')
    const harness = createHarness()
    await logIn(harness)
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.png', {
      type: 'image/png',
    })
    const error = await rejection(harness.api.upload('/common/upload1', { file: svg }))
    expect(error.errorId).toBe('upload_bad_type')
    expect(harness.notify).toHaveBeenCalledWith('Only JPG, PNG or WEBP images can be uploaded')
    await changeLanguage('zh-TW')
  })
})

describe('idempotency keys', () => {
  it('sends the key with a submission, and a retry with the same key is answered once', async () => {
    vi.useRealTimers()
    const keys: Array<string | null> = []
    network.reset(
      http.post(`${baseUrl}/user/register`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return undefined
      }),
    )
    const { api } = createHarness()
    const body = { account: '0987111222', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' }
    await expect(api.submit('/user/register', body, { idempotencyKey: 'tap-1' })).resolves.toBeNull()
    await expect(api.submit('/user/register', body, { idempotencyKey: 'tap-1' })).resolves.toBeNull()
    await expect(rejection(api.submit('/user/register', body))).resolves.toMatchObject({ errorId: 'account_exists' })
    expect(keys).toEqual(['tap-1', 'tap-1', null])
  })

  it('makes a different key each time', () => {
    const made = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(made.size).toBe(50)
  })
})
