// The same core as MSW handlers, driven through the global fetch.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demo, type Envelope, sampleFiles, testBackend } from '../test-support.ts'
import { createMockHandlers } from './handlers.ts'

const origin = 'http://mock.test'
// With the rate limits the browser mock mode has.
const { backend } = testBackend({ rateLimits: true })
const server = setupServer(...createMockHandlers(backend, origin))

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

afterAll(() => {
  server.close()
})

const json = { 'content-type': 'application/json' }
const session = (name: string) => ({ ...json, 'x-mock-session': name })

describe('createMockHandlers', () => {
  it('round-trips a login and a protected call', async () => {
    const login = await fetch(`${origin}/api/vue/user/login`, {
      method: 'POST',
      headers: session('msw-login'),
      body: JSON.stringify({ account: demo.investor, password: demo.password }),
    })
    expect(login.status).toBe(200)
    expect(login.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(login.headers.get('x-mock-world')).toBe('msw-login')
    const body = (await login.json()) as Envelope
    expect(body).toEqual({
      status: 1,
      msg: '',
      data: { token: expect.stringMatching(/^[0-9a-f]{64}$/), account: demo.investor },
    })
    const { token } = body.data as { token: string }

    const info = await fetch(`${origin}/api/vue/user/getUserinfo`, {
      method: 'POST',
      headers: { ...session('msw-login'), token, account: demo.investor },
      body: '{}',
    })
    expect(((await info.json()) as Envelope).data).toMatchObject({ account: demo.investor, is_true: 1 })

    const anonymous = await fetch(`${origin}/api/vue/user/getUserinfo`, {
      method: 'POST',
      headers: session('msw-login'),
      body: '{}',
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ status: 0, msg: '登入已失效，請重新登入', data: null })
  })

  it('serves the admin API, with query strings', async () => {
    const forced = await fetch(`${origin}/__mock/errors`, {
      method: 'POST',
      headers: session('msw-admin'),
      body: JSON.stringify({ path: '/common/config', id: 'system_busy' }),
    })
    expect(forced.status).toBe(200)
    expect(((await forced.json()) as Envelope).data).toMatchObject({
      session: 'msw-admin',
      forcedErrors: [{ path: '/common/config', id: 'system_busy', remaining: 1 }],
    })

    const config = await fetch(`${origin}/api/vue/common/config`, {
      method: 'POST',
      headers: session('msw-admin'),
      body: '{"type":"all"}',
    })
    expect(await config.json()).toEqual({ status: 0, msg: '系統繁忙，請稍後再試', data: null })

    const requests = await fetch(`${origin}/__mock/requests?path=%2Fcommon%2Fconfig`, {
      headers: { 'x-mock-session': 'msw-admin' },
    })
    expect(((await requests.json()) as Envelope).data).toEqual([
      {
        at: '2026-11-23T09:30:00.000+08:00',
        path: '/common/config',
        status: 0,
        httpStatus: 200,
        errorId: 'system_busy',
        body: { type: 'all' },
      },
    ])
  })

  it('turns a reset fault into a network error', async () => {
    await fetch(`${origin}/__mock/faults`, {
      method: 'POST',
      headers: session('msw-fault'),
      body: JSON.stringify({ path: '*', kind: 'reset' }),
    })
    await expect(
      fetch(`${origin}/api/vue/common/config`, {
        method: 'POST',
        headers: session('msw-fault'),
        body: '{"type":"all"}',
      }),
    ).rejects.toThrow(TypeError)
    const after = await fetch(`${origin}/api/vue/common/config`, {
      method: 'POST',
      headers: session('msw-fault'),
      body: '{"type":"all"}',
    })
    expect(after.status).toBe(200)
  })

  it('answers text faults with their content type', async () => {
    await fetch(`${origin}/__mock/faults`, {
      method: 'POST',
      headers: session('msw-html'),
      body: JSON.stringify({ path: '*', kind: 'html' }),
    })
    const reply = await fetch(`${origin}/api/vue/common/config`, {
      method: 'POST',
      headers: session('msw-html'),
      body: '{"type":"all"}',
    })
    expect(reply.status).toBe(502)
    expect(reply.headers.get('content-type')).toBe('text/html')
    expect(await reply.text()).toContain('<h1>502 Bad Gateway</h1>')
  })

  it('refuses bad input with the same envelopes as the server', async () => {
    const reply = await fetch(`${origin}/api/vue/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(reply.status).toBe(415)
    expect(await reply.json()).toEqual({ status: 0, msg: '不支援的請求格式', data: null })
    const get = await fetch(`${origin}/api/vue/user/login`)
    expect(get.status).toBe(404)
  })
})

describe('uploads through MSW', () => {
  it('takes a FormData upload from fetch and serves the file back', async () => {
    const headers = session('msw-upload')
    const login = await fetch(`${origin}/api/vue/user/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ account: demo.investor, password: demo.password }),
    })
    const { token } = ((await login.json()) as Envelope).data as { token: string }
    const form = new FormData()
    form.append('file', new Blob([sampleFiles.webp], { type: 'image/webp' }), 'photo.webp')
    const uploaded = await fetch(`${origin}/api/vue/common/upload1`, {
      method: 'POST',
      headers: { 'x-mock-session': 'msw-upload', token, account: demo.investor },
      body: form,
    })
    const path = ((await uploaded.json()) as Envelope).data as string
    expect(path).toMatch(/\.webp$/)
    const served = await fetch(`${origin}${path}`, { headers: { 'x-mock-session': 'msw-upload' } })
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sampleFiles.webp)
  })
})

describe('the browser mock mode limits as the server does', () => {
  it('answers a login past its limit with submit_too_frequent on HTTP 429', async () => {
    const attempt = () =>
      fetch(`${origin}/api/vue/user/login`, {
        method: 'POST',
        headers: session('msw-limits'),
        body: JSON.stringify({ account: demo.investor, password: 'wrong' }),
      })
    for (let index = 0; index < 20; index++) expect((await attempt()).status).toBe(200)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as Envelope).msg).toBe('提交過於頻繁，請稍後再試')
  })
})
