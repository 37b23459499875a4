// Reads a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file): the time spent in each
// function itself (self) and in it with everything it called (inclusive), by function and
// source file, largest first. Files are shown relative to the repository root, or by
// package name under node_modules.
import { fileURLToPath } from 'node:url'
import { relative } from 'node:path'
import { repositoryRoot } from '../figures-page.ts'

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileEntry {
  name: string
  where: string
  ms: number
}

export interface ProfileSummary {
  totalMs: number
  idleMs: number
  self: ProfileEntry[]
  inclusive: ProfileEntry[]
}

/** Where a call frame's code lives: a repository path, a package, or V8's own. */
export function sourceOf(url: string): string {
  if (url === '') return '(native)'
  if (!url.startsWith('file:')) return url
  const path = relative(repositoryRoot, fileURLToPath(url))
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  return inPackage?.[1] ?? path
}

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const selfMicros = new Map<number, number>()
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))

  const keyOf = (id: number) => {
    const frame = byId.get(id)?.callFrame
    return frame === undefined ? '' : `${frame.functionName || '(anonymous)'}\u0000${sourceOf(frame.url)}${frame.url.startsWith('file:') ? `:${frame.lineNumber + 1}` : ''}`
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let totalMicros = 0
  let idleMicros = 0
  for (const [id, micros] of selfMicros) {
    totalMicros += micros
    const key = keyOf(id)
    if (key.startsWith('(idle)')) idleMicros += micros
    self.set(key, (self.get(key) ?? 0) + micros)
    // Each function on the stack once, however deep its recursion.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frameKey = keyOf(at)
      if (seen.has(frameKey)) continue
      seen.add(frameKey)
      inclusive.set(frameKey, (inclusive.get(frameKey) ?? 0) + micros)
    }
  }
  const entries = (map: Map<string, number>): ProfileEntry[] =>
    [...map]
      .map(([key, micros]) => {
        const [name = '', where = ''] = key.split('\u0000')
        return { name, where, ms: micros / 1000 }
      })
      .sort((a, b) => b.ms - a.ms)
  return { totalMs: totalMicros / 1000, idleMs: idleMicros / 1000, self: entries(self), inclusive: entries(inclusive) }
}
