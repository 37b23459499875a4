// Preloaded (node --import) into every server the benchmark starts: answers a 'memory'
// message on the IPC channel with the process's memory, so that it is read the same way for
// the mock, the baseline and Prism: after a full garbage collection, and after the garbage
// collection V8 runs when memory is short (it also gives the system back the pages freed
// since: after an ordinary one, V8 keeps them, so RSS then still shows the peak of the load).
import { memoryUsage } from 'node:process'

type Collect = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

process.on('message', (message) => {
  if (message !== 'memory') return
  const gc = (globalThis as { gc?: Collect }).gc
  gc?.()
  const afterGc = memoryUsage()
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  process.send?.({ memory: { afterGc, reduced: memoryUsage() } })
})
// The channel must not keep a server alive on its own.
process.channel?.unref()
