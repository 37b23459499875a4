// Preloaded (node --import) into the server `profile-mock.ts` measures: on the IPC message
// 'profile-start' it starts V8's CPU profiler (or with 'allocations-start', its sampling heap
// profiler), on 'profile-stop' ('allocations-stop') it sends the profile back, so that only
// the load is profiled, not the server's start-up or warm-up.
import { Session } from 'node:inspector/promises'

const session = new Session()
session.connect()

const commands: Record<string, () => Promise<Record<string, unknown>>> = {
  'profile-start': async () => {
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
    return { profiling: true }
  },
  'profile-stop': async () => ({ profile: (await session.post('Profiler.stop')).profile }),
  'allocations-start': async () => {
    await session.post('HeapProfiler.enable')
    // Every 8 kB allocated on average; objects collected since are kept in the profile.
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 8192,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    })
    return { profiling: true }
  },
  'allocations-stop': async () => ({ profile: (await session.post('HeapProfiler.stopSampling')).profile }),
  'memory-reduced': async () => {
    ;(globalThis as { gc?: (options: object) => void }).gc?.({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    })
    return { reduced: process.memoryUsage() }
  },
  spaces: async () => {
    ;(globalThis as { gc?: () => void }).gc?.()
    const { getHeapSpaceStatistics } = await import('node:v8')
    return {
      spaces: getHeapSpaceStatistics().map((space) => [
        space.space_name,
        Math.round(space.space_size / 1024),
        Math.round(space.space_used_size / 1024),
      ]),
    }
  },
}

process.on('message', (message) => {
  const command = typeof message === 'string' ? commands[message] : undefined
  if (command !== undefined) void command().then((answer) => process.send?.(answer))
})
process.channel?.unref()
