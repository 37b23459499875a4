// Worlds survive a restart through MOCK_DATA_FILE: everything a world holds comes back,
// the file is replaced atomically, and a file that is not ours is refused clearly.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ledgerProblems } from '../backend/core/ledger.ts'
import { admin, collections, demo, login, post, sampleFiles, testBackend, upload } from '../test-support.ts'
import { DataFileError, loadDataFile, persistWorlds } from './data-file.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function dataFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-data-'))
  dirs.push(dir)
  return join(dir, 'worlds.json')
}

describe('persistWorlds and loadDataFile', () => {
  it('bring back every world as it was: records, clock, ids, files, scenarios, sessions', async () => {
    const path = await dataFile()
    const first = testBackend()
    const persistence = persistWorlds(path, first.backend.worlds, { delayMs: 5 })
    const session = await login(first.backend, demo.investor, demo.password, 'alice')
    await post(
      first.backend,
      '/user/register',
      { account: '0987000123', pwd: 'secret123', pwd1: 'secret123', inviter: '888888' },
      { 'x-mock-session': 'alice' },
    )
    const stored = (await upload(first.backend, { file: sampleFiles.png }, session.headers)).body.data as string
    await admin(first.backend, 'POST', '/clock', { advanceMs: 3_600_000 }, { 'x-mock-session': 'alice' })
    await admin(
      first.backend,
      'POST',
      '/errors',
      { path: '/user/login', id: 'system_busy', times: 2 },
      { 'x-mock-session': 'alice' },
    )
    await admin(
      first.backend,
      'POST',
      '/latency',
      { path: '*', kind: 'uniform', minMs: 1, maxMs: 900 },
      { 'x-mock-session': 'alice' },
    )
    await admin(
      first.backend,
      'POST',
      '/accounts',
      { account: demo.investor, credit: { balance: 'usd', amount: '12.34' } },
      { 'x-mock-session': 'alice' },
    )
    await persistence.stop()
    const before = await first.backend.worlds.get('alice')

    const second = testBackend()
    expect(await loadDataFile(path, second.backend.worlds, () => 0)).toBe(1)
    const after = await second.backend.worlds.get('alice')
    expect(collections(after)).toEqual(collections(before))
    expect(after.clock.now()).toBe(before.clock.now())
    expect(after.scenarios.forcedErrors).toEqual(before.scenarios.forcedErrors)
    expect(after.latency.profiles).toEqual(before.latency.profiles)
    expect(after.latency.state()).toEqual(before.latency.state())
    expect(after.files.get(stored)?.bytes).toEqual(sampleFiles.png)
    expect(after.random.state()).toEqual(before.random.state())
    expect(ledgerProblems(after)).toEqual([])
    // The session still works, and the next id follows on.
    const info = await post(second.backend, '/user/getUserinfo', {}, session.headers)
    expect(info.body.data).toMatchObject({ account: demo.investor, usd_money: '5012.34' })
    expect(after.ids.next('user')).toBe(before.ids.next('user'))
  })

  it('saves each world as it was in one moment, even when it changes while another world is being saved', async () => {
    const path = await dataFile()
    const { backend } = testBackend()
    const persistence = persistWorlds(path, backend.worlds, { delayMs: 60_000 })
    const busy = await backend.worlds.get('busy')
    const changing = await backend.worlds.get('changing')
    // The save waits for the busy world's section; the other world's snapshot is taken at once.
    let release: () => void = () => {}
    const held = busy.exclusive(() => new Promise<void>((resume) => (release = resume)))
    const saved = persistence.flush()
    await new Promise((resume) => setImmediate(resume))
    await admin(
      backend,
      'POST',
      '/accounts',
      { account: demo.investor, credit: { balance: 'usd', amount: '1.00' } },
      { 'x-mock-session': 'changing' },
    )
    release()
    await held
    await saved

    const second = testBackend()
    await loadDataFile(path, second.backend.worlds, () => 0)
    const restored = await second.backend.worlds.get('changing')
    const newestLedgerId = Math.max(...restored.db.ledger.all().map((entry) => entry.id))
    expect(restored.ids.next('ledger')).toBeGreaterThan(newestLedgerId)
    expect(changing.db.ledger.all().length).toBeGreaterThan(restored.db.ledger.all().length)
    await persistence.stop()
  })

  it('saves changes that come close together once, and nothing when nothing changed', async () => {
    const path = await dataFile()
    const { backend } = testBackend()
    const persistence = persistWorlds(path, backend.worlds, { delayMs: 20 })
    await Promise.all(Array.from({ length: 10 }, () => post(backend, '/common/config', { type: 'all' })))
    await persistence.flush()
    expect(persistence.saves).toBe(1)
    await persistence.flush()
    expect(persistence.saves).toBe(1)
    await persistence.stop()
  })

  it('starts empty when the file does not exist yet', async () => {
    const { backend } = testBackend()
    expect(await loadDataFile(join(tmpdir(), 'no-such-dir', 'worlds.json'), backend.worlds, () => 0)).toBe(0)
  })

  it.each([
    ['text that is not JSON', '{"format":'],
    ['JSON of another program', '{"worlds":[]}'],
    [
      'a world with a broken record',
      JSON.stringify({ format: 'tw-stock-mock-data', savedAt: 'x', worlds: [{ version: 2 }] }),
    ],
  ])('refuses %s with a clear message', async (_, content) => {
    const path = await dataFile()
    await writeFile(path, content)
    const { backend } = testBackend()
    await expect(loadDataFile(path, backend.worlds, () => 0)).rejects.toBeInstanceOf(DataFileError)
    await expect(loadDataFile(path, backend.worlds, () => 0)).rejects.toThrow(/is not a data file of this mock server/)
  })

  it('writes a complete file every time (never a partial one)', async () => {
    const path = await dataFile()
    const { backend } = testBackend()
    const persistence = persistWorlds(path, backend.worlds, { delayMs: 0 })
    for (let i = 0; i < 5; i++) {
      await post(backend, '/user/register', {
        account: `098700${String(i).padStart(4, '0')}`,
        pwd: 'secret123',
        pwd1: 'secret123',
        inviter: '888888',
      })
      await persistence.flush()
      const saved = JSON.parse(await readFile(path, 'utf8')) as { worlds: Array<{ collections: { users: unknown[] } }> }
      expect(saved.worlds[0]?.collections.users).toHaveLength(6 + i)
    }
    await persistence.stop()
  })
})
