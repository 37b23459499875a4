// Passthrough through the HTTP server: calls go to a fake upstream (node:http on the
// loopback), the recording file gets one line per exchange, and a recording larger than a
// call's body limit can be replayed.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testBackend } from '../test-support.ts'
import { recordFile } from './record-file.ts'
import { buildServer } from './server.ts'

const fake = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status: 1, msg: '', data: [{ name: 'title', value: 'from the upstream' }] }))
  })
})
let upstream = ''
let directory = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  upstream = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/vue`
  directory = await mkdtemp(join(tmpdir(), 'mock-recording-'))
})

afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()))
  await rm(directory, { recursive: true, force: true })
})

const json = { 'content-type': 'application/json' }

describe('passthrough through the server', () => {
  it('answers from the upstream, appends each exchange to the recording file, and replays the file', async () => {
    const file = join(directory, 'session.jsonl')
    const recording = recordFile(file)
    const { backend } = testBackend({
      upstream: { baseUrl: upstream, paths: ['/common/config'], record: true, onRecord: recording.append },
    })
    const app = await buildServer({ backend })
    try {
      for (const type of ['all', 'logo']) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/vue/common/config',
          headers: json,
          payload: JSON.stringify({ type }),
        })
        expect(answer.headers['x-mock-upstream']).toBe('passthrough')
        expect(answer.json()).toEqual({ status: 1, msg: '', data: [{ name: 'title', value: 'from the upstream' }] })
      }
      await recording.flush()
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n')
      expect(lines.map((line) => (JSON.parse(line) as { request: { body: unknown } }).request.body)).toEqual([
        { type: 'all' },
        { type: 'logo' },
      ])

      // A recording larger than the 1 MB a call may send: the replay call takes up to 64 MB.
      const padding = {
        ...JSON.parse(lines[0] as string),
        path: '/common/newss',
        request: { headers: {}, contentType: 'application/json', body: { page: 99 } },
      }
      padding.response.body = { status: 1, msg: '', data: 'x'.repeat(2 * 1024 * 1024) }
      const replay = await app.inject({
        method: 'POST',
        url: '/__mock/replay',
        headers: { 'content-type': 'application/x-ndjson', 'x-mock-session': 'replayed' },
        payload: `${lines.join('\n')}\n${JSON.stringify(padding)}\n`,
      })
      expect(replay.statusCode, replay.body).toBe(200)
      expect(replay.json()).toMatchObject({ data: { replaying: 3 } })
      const replayed = await app.inject({
        method: 'POST',
        url: '/api/vue/common/config',
        headers: { ...json, 'x-mock-session': 'replayed' },
        payload: '{"type":"logo"}',
      })
      expect(replayed.headers['x-mock-replayed']).toBe('true')
    } finally {
      await app.close()
    }
  })

  it('says when the recording file cannot be written', async () => {
    const problems: string[] = []
    const recording = recordFile(join(directory, 'no-such-folder', 'x.jsonl'), (problem) => problems.push(problem))
    recording.append({
      world: 'w',
      at: '',
      path: '/common/config',
      request: { headers: {}, contentType: null, body: null },
      response: { httpStatus: 200, contentType: null, body: '' },
    })
    await recording.flush()
    expect(problems).toEqual([expect.stringContaining('MOCK_RECORD_FILE')])
  })
})
