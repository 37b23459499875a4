// SIGTERM: the server stops taking new connections, lets the calls under way finish, saves
// its worlds (MOCK_DATA_FILE) and exits 0.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { startServer } from './server-process.ts'

let dir = ''
afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true })
})

it('finishes the calls under way, saves, and exits 0 on SIGTERM', async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-term-'))
  const dataFile = join(dir, 'worlds.json')
  const server = await startServer({ MOCK_DATA_FILE: dataFile })
  const json = { 'content-type': 'application/json', 'x-mock-session': 'draining' }
  await fetch(`${server.baseUrl}/__mock/faults`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ path: '/user/register', kind: 'delay', delayMs: 1_500 }),
  })
  const slow = fetch(`${server.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ account: '0987000777', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' }),
  })
  // Let the call reach the server before the signal.
  await new Promise((resume) => setTimeout(resume, 300))
  server.child.kill('SIGTERM')
  const answer = await slow
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({ status: 1, msg: '', data: null })
  const code = await server.exited
  expect(code, server.output()).toBe(0)
  const saved = JSON.parse(await readFile(dataFile, 'utf8')) as {
    worlds: Array<{ session: string; collections: { users: Array<{ account: string }> } }>
  }
  const world = saved.worlds.find((entry) => entry.session === 'draining')
  expect(world?.collections.users.map((user) => user.account)).toContain('0987000777')
}, 60_000)
