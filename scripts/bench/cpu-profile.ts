// Reads V8 profiles: a CPU profile (`node --cpu-prof`, a .cpuprofile file) gives the time
// spent in each function itself (self) and in it with everything it called (inclusive); a
// sampling heap profile the bytes each allocated. By function and source file, largest
// first. Files are shown relative to the repository root, or by package name under
// node_modules.
import { isAbsolute, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import { repositoryRoot } from '../figures-page.ts'

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

type CallFrame = CpuProfile['nodes'][number]['callFrame']

/** `HeapProfiler.stopSampling`'s profile: a tree of call frames with the bytes each allocated. */
export interface AllocationProfile {
  head: AllocationNode
}

interface AllocationNode {
  callFrame: CallFrame
  selfSize: number
  children: AllocationNode[]
}

export interface ProfileEntry {
  name: string
  where: string
  /** Milliseconds (CPU) or bytes (allocations). */
  amount: number
}

export interface ProfileSummary {
  total: number
  /** Time the process was idle (CPU profiles). */
  idle: number
  self: ProfileEntry[]
  inclusive: ProfileEntry[]
}

const keyOf = (frame: CallFrame) => {
  const where = sourceOf(frame.url)
  const inRepository =
    where.startsWith('mock-server/') ||
    where.startsWith('rules/') ||
    where.startsWith('scripts/') ||
    where.startsWith('openapi/')
  return `${frame.functionName || '(anonymous)'}\u0000${where}${inRepository ? `:${frame.lineNumber + 1}` : ''}`
}

function entries(map: Map<string, number>, scale: number): ProfileEntry[] {
  return [...map]
    .map(([key, value]) => {
      const [name = '', where = ''] = key.split('\u0000')
      return { name, where, amount: value / scale }
    })
    .sort((a, b) => b.amount - a.amount)
}

/** Adds `amount` to the self entry of the last frame and, once each, to the inclusive entries of the whole stack. */
function count(
  self: Map<string, number>,
  inclusive: Map<string, number>,
  stack: readonly string[],
  amount: number,
): void {
  const last = stack.at(-1)
  if (last !== undefined) self.set(last, (self.get(last) ?? 0) + amount)
  // Each function on the stack once, however deep its recursion.
  for (const key of new Set(stack)) inclusive.set(key, (inclusive.get(key) ?? 0) + amount)
}

/** Where a call frame's code lives: a repository path, a package, or V8's own. */
export function sourceOf(url: string): string {
  if (url === '') return '(native)'
  // CommonJS modules may be named by their path rather than a file: URL.
  if (!url.startsWith('file:') && !isAbsolute(url)) return url
  const path = relative(repositoryRoot, url.startsWith('file:') ? fileURLToPath(url) : url)
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  return inPackage?.[1] ?? path
}

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const selfMicros = new Map<number, number>()
  profile.samples.forEach((id, index) =>
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  )

  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let total = 0
  let idle = 0
  for (const [id, micros] of selfMicros) {
    const stack: string[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)
      if (node !== undefined) stack.unshift(keyOf(node.callFrame))
    }
    total += micros
    if (stack.at(-1)?.startsWith('(idle)')) idle += micros
    count(self, inclusive, stack, micros)
  }
  return { total: total / 1000, idle: idle / 1000, self: entries(self, 1000), inclusive: entries(inclusive, 1000) }
}

export function summarizeAllocations(profile: AllocationProfile): ProfileSummary {
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let total = 0
  const visit = (node: AllocationNode, stack: readonly string[]) => {
    const here = [...stack, keyOf(node.callFrame)]
    total += node.selfSize
    if (node.selfSize > 0) count(self, inclusive, here, node.selfSize)
    for (const child of node.children) visit(child, here)
  }
  visit(profile.head, [])
  return { total, idle: 0, self: entries(self, 1), inclusive: entries(inclusive, 1) }
}
