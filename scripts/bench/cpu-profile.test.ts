// Reading a V8 CPU profile: self and inclusive time by function, sources named briefly.
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { repositoryRoot } from '../figures-page.ts'
import { type CpuProfile, sourceOf, summarizeAllocations, summarizeProfile } from './cpu-profile.ts'

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber })
const own = pathToFileURL(`${repositoryRoot}/mock-server/src/backend/engine/dispatch.ts`).href

// root -> dispatch -> (stringify, dispatch -> stringify); idle beside.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('dispatch', own, 9), children: [3, 4] },
    { id: 3, callFrame: frame('stringify'), children: [] },
    { id: 4, callFrame: frame('dispatch', own, 9), children: [6] },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('stringify') },
  ],
  startTime: 0,
  endTime: 10_000,
  samples: [3, 2, 5, 6, 5],
  timeDeltas: [1000, 2000, 3000, 1000, 3000],
}

describe('summarizeProfile', () => {
  it('adds up self time by function, and inclusive time once per stack', () => {
    const summary = summarizeProfile(profile)
    expect(summary.total).toBe(10)
    expect(summary.idle).toBe(6)
    expect(summary.self.map((entry) => [entry.name, entry.amount])).toEqual([
      ['(idle)', 6],
      ['stringify', 2],
      ['dispatch', 2],
    ])
    const dispatch = summary.inclusive.find((entry) => entry.name === 'dispatch')
    // Sample 4 has dispatch twice on its stack (recursion): counted once.
    expect(dispatch).toEqual({ name: 'dispatch', where: 'mock-server/src/backend/engine/dispatch.ts:10', amount: 4 })
  })
})

describe('summarizeAllocations', () => {
  it('adds up the bytes each function allocated, itself and with what it called', () => {
    const summary = summarizeAllocations({
      head: {
        callFrame: frame('(root)'),
        selfSize: 0,
        children: [
          {
            callFrame: frame('dispatch', own, 9),
            selfSize: 100,
            children: [{ callFrame: frame('stringify'), selfSize: 300, children: [] }],
          },
          { callFrame: frame('stringify'), selfSize: 50, children: [] },
        ],
      },
    })
    expect(summary.total).toBe(450)
    expect(summary.self.map((entry) => [entry.name, entry.amount])).toEqual([
      ['stringify', 350],
      ['dispatch', 100],
    ])
    expect(summary.inclusive.find((entry) => entry.name === 'dispatch')?.amount).toBe(400)
  })
})

describe('sourceOf', () => {
  it('names repository files by path, packages by name, the rest as V8 gives them', () => {
    expect(sourceOf(own)).toBe('mock-server/src/backend/engine/dispatch.ts')
    expect(sourceOf(pathToFileURL(`${repositoryRoot}/node_modules/@fastify/helmet/index.js`).href)).toBe(
      '@fastify/helmet',
    )
    expect(sourceOf(pathToFileURL(`${repositoryRoot}/node_modules/fastify/lib/reply.js`).href)).toBe('fastify')
    expect(sourceOf(`${repositoryRoot}/node_modules/@fastify/rate-limit/index.js`)).toBe('@fastify/rate-limit')
    expect(sourceOf('node:internal/streams/readable')).toBe('node:internal/streams/readable')
    expect(sourceOf('')).toBe('(native)')
  })
})
