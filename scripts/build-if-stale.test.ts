// A build is redone when its stamp is missing or older than anything it is made from: on a
// fresh clone `npm run mock` builds the control panel before the server serves it at /__mock/.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { isFresh, panel } from './build-if-stale.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-if-stale-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src/deep'), { recursive: true })
  writeFileSync(join(dir, 'src/deep/a.ts'), 'export {}')
  return dir
}

const build = { stamp: 'dist/.vite/manifest.json', inputs: ['src', 'config.ts'] }
const at = (dir: string, path: string, seconds: number) => utimesSync(join(dir, path), seconds, seconds)

function stamp(dir: string, seconds: number): void {
  mkdirSync(join(dir, 'dist/.vite'), { recursive: true })
  writeFileSync(join(dir, build.stamp), '{}')
  at(dir, build.stamp, seconds)
}

describe('isFresh', () => {
  it('is false without a build (a fresh clone)', () => {
    expect(isFresh(build, project())).toBe(false)
  })

  it('is true when the build is newer than every input, a missing one included', () => {
    const dir = project()
    at(dir, 'src/deep/a.ts', 1_000)
    at(dir, 'src/deep', 1_000)
    at(dir, 'src', 1_000)
    stamp(dir, 2_000)
    expect(isFresh(build, dir)).toBe(true)
  })

  it('is false when a file below an input changed after the build', () => {
    const dir = project()
    at(dir, 'src/deep', 1_000)
    at(dir, 'src', 1_000)
    stamp(dir, 2_000)
    at(dir, 'src/deep/a.ts', 3_000)
    expect(isFresh(build, dir)).toBe(false)
  })
})

describe('the control panel build', () => {
  it('is stamped by the file its Vite build writes last, and made from its sources', () => {
    expect(panel.stamp).toBe('mock-server/panel/dist/.vite/manifest.json')
    expect(panel.inputs).toEqual(expect.arrayContaining(['mock-server/panel/src', 'mock-server/panel/vite.config.ts']))
  })
})
