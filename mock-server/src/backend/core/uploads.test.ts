// Uploads: the content decides the type, limits hold, names are the server's own, the
// world keeps a bounded amount, and stored files come back only as inert images.
import { describe, expect, it } from 'vitest'

import {
  asJson,
  collections,
  demo,
  login,
  multipart,
  sampleFiles,
  snapshot,
  testBackend,
  upload,
} from '../../test-support.ts'
import { FileStore, sniffImage, uploadLimits } from './uploads.ts'

describe('sniffImage', () => {
  it.each([
    ['a PNG', sampleFiles.png, 'image/png'],
    ['a JPEG', sampleFiles.jpeg, 'image/jpeg'],
    ['a WebP', sampleFiles.webp, 'image/webp'],
    ['an SVG', sampleFiles.disguisedSvg, undefined],
    ['a PDF', new TextEncoder().encode('%PDF-1.7'), undefined],
    ['a GIF', new TextEncoder().encode('GIF89a'), undefined],
    ['nothing', new Uint8Array(), undefined],
    [
      'a RIFF that is not WebP',
      new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]),
      undefined,
    ],
  ])('tells %s by its magic bytes', (_, bytes, type) => {
    expect(sniffImage(bytes)).toBe(type)
  })
})

describe('FileStore', () => {
  it('keeps at most its byte budget, dropping the oldest files first', () => {
    const store = new FileStore(10)
    store.put('/a', { contentType: 'image/png', bytes: new Uint8Array(4) })
    store.put('/b', { contentType: 'image/png', bytes: new Uint8Array(4) })
    store.put('/c', { contentType: 'image/png', bytes: new Uint8Array(4) })
    expect(store.get('/a')).toBeUndefined()
    expect(store.get('/b')).toBeDefined()
    expect(store.get('/c')).toBeDefined()
    expect(store.totalBytes).toBe(8)
  })

  it('keeps a single file larger than the budget rather than nothing', () => {
    const store = new FileStore(3)
    store.put('/big', { contentType: 'image/png', bytes: new Uint8Array(5) })
    expect(store.get('/big')?.bytes.byteLength).toBe(5)
  })
})

describe('/common/upload1', () => {
  it('stores an image under a random server-made name of its sniffed type and serves it back inert', async () => {
    const { backend, problems } = testBackend()
    const session = await login(backend)
    const reply = await upload(backend, { file: sampleFiles.jpeg }, session.headers)
    expect(reply.body.status).toBe(1)
    const path = reply.body.data as string
    expect(path).toMatch(/^\/storage\/upload\/20261123\/[0-9a-f]{24}\.jpg$/)
    const again = await upload(backend, { file: sampleFiles.jpeg }, session.headers)
    expect(again.body.data).not.toBe(path)

    const served = await backend.handleStorage({
      method: 'GET',
      path: path.slice('/storage'.length),
      headers: {},
      body: '',
    })
    if (served.kind !== 'text') throw new Error('expected the file')
    expect(served.httpStatus).toBe(200)
    expect(served.contentType).toBe('image/jpeg')
    expect(served.body).toEqual(sampleFiles.jpeg)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const world = await backend.worlds.get('default')
    // The last two records (a world may hold seeded uploads, e.g. deposit proofs).
    expect(world.db.uploads.all().slice(-2)).toEqual([
      expect.objectContaining({ path, userId: 1, contentType: 'image/jpeg', size: sampleFiles.jpeg.byteLength }),
      expect.objectContaining({ path: again.body.data }),
    ])
    expect(problems).toEqual([])
  })

  it.each([
    ['an SVG disguised as a PNG', { file: sampleFiles.disguisedSvg }, 'upload_bad_type'],
    ['an empty file', { file: new Uint8Array() }, 'upload_missing_file'],
    ['no file field', { other: sampleFiles.png }, 'request_invalid'],
    ['a text field named file', { file: 'not a file' }, 'upload_missing_file'],
    [
      'a file larger than 5 MB',
      {
        file: Uint8Array.from({ length: uploadLimits.maxBytes + 1 }, (_, i) => (i < 8 ? (sampleFiles.png[i] ?? 0) : 0)),
      },
      'upload_too_large',
    ],
  ])('refuses %s and stores nothing', async (_, fields, id) => {
    const { backend } = testBackend()
    const session = await login(backend)
    const world = await backend.worlds.get('default')
    const before = snapshot(world)
    const bytesBefore = world.files.totalBytes
    const reply = await upload(backend, fields as Record<string, Uint8Array | string>, session.headers)
    expect(reply.body.status).toBe(0)
    expect(reply.headers['x-mock-error-id']).toBe(id)
    expect(snapshot(world)).toBe(before)
    expect(world.files.totalBytes).toBe(bytesBefore)
  })

  it('says how large an image may be, in MB', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const big = new Uint8Array(uploadLimits.maxBytes + 10)
    big.set(sampleFiles.png)
    const reply = await upload(backend, { file: big }, session.headers)
    expect(reply.body.msg).toBe('圖片大小不能超過5MB')
  })

  it('refuses two files in one upload', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const form = new FormData()
    form.append('file', new Blob([sampleFiles.png]), 'a.png')
    form.append('file', new Blob([sampleFiles.png]), 'b.png')
    const request = new Request('http://upload.test/', { method: 'POST', body: form })
    const reply = asJson(
      await backend.handleApi({
        method: 'POST',
        path: '/common/upload1',
        headers: { ...session.headers, 'content-type': request.headers.get('content-type') ?? '' },
        body: '',
        bytes: new Uint8Array(await request.arrayBuffer()),
      }),
    )
    expect(reply.headers['x-mock-error-id']).toBe('upload_missing_file')
  })

  it('needs a session, and refuses JSON and broken multipart bodies', async () => {
    const { backend } = testBackend()
    expect((await upload(backend, { file: sampleFiles.png }, {})).httpStatus).toBe(401)
    const session = await login(backend)
    const json = asJson(
      await backend.handleApi({
        method: 'POST',
        path: '/common/upload1',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: '{"file":"x"}',
      }),
    )
    expect(json.headers['x-mock-error-id']).toBe('request_unsupported_type')
    const { contentType } = await multipart({ file: sampleFiles.png })
    const broken = asJson(
      await backend.handleApi({
        method: 'POST',
        path: '/common/upload1',
        headers: { ...session.headers, 'content-type': contentType },
        body: '',
        bytes: new TextEncoder().encode('garbage'),
      }),
    )
    expect(broken.headers['x-mock-error-id']).toBe('request_invalid')
  })

  it('logs the file by name and size, never its bytes', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    await upload(backend, { file: sampleFiles.png }, session.headers)
    const world = await backend.worlds.get('default')
    expect(world.requests.list('/common/upload1').at(-1)?.body).toEqual({
      file: { name: 'file.png', size: sampleFiles.png.byteLength, declaredType: 'image/png' },
    })
  })

  it('serves nothing else: unknown paths, other worlds, other methods', async () => {
    const { backend } = testBackend()
    const session = await login(backend)
    const path = (await upload(backend, { file: sampleFiles.png }, session.headers)).body.data as string
    const below = path.slice('/storage'.length)
    for (const call of [
      { method: 'GET', path: '/upload/none.png', headers: {} },
      { method: 'GET', path: below, headers: { 'x-mock-session': 'elsewhere' } },
      { method: 'POST', path: below, headers: {} },
      { method: 'GET', path: '/../../etc/passwd', headers: {} },
    ]) {
      const reply = asJson(await backend.handleStorage({ ...call, body: '' }))
      expect(reply.httpStatus).toBe(404)
    }
    expect(collections(await backend.worlds.get('elsewhere')).uploads).not.toContainEqual(
      expect.objectContaining({ path }),
    )
  })
})

it('the demo investor exists for these tests', () => {
  expect(demo.investor).toBe('0912345678')
})
