// Preloaded (node --import) into every server the benchmark starts: answers a 'memory'
// message on the IPC channel with the process's memory after a full garbage collection,
// so that RSS and heap are read the same way for the mock, the baseline and Prism.
import { memoryUsage } from 'node:process'

process.on('message', (message) => {
  if (message !== 'memory') return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send?.({ memory: memoryUsage() })
})
// The channel must not keep a server alive on its own.
process.channel?.unref()
