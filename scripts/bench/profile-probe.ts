// Preloaded (node --import) into the server `profile-mock.ts` measures: on the IPC message
// 'profile-start' it starts V8's CPU profiler, on 'profile-stop' it sends the profile back,
// so that only the load is profiled, not the server's start-up or warm-up.
import { Session } from 'node:inspector/promises'

const session = new Session()
session.connect()

process.on('message', (message) => {
  if (message === 'profile-start') {
    void (async () => {
      await session.post('Profiler.enable')
      await session.post('Profiler.setSamplingInterval', { interval: 200 })
      await session.post('Profiler.start')
      process.send?.({ profiling: true })
    })()
  } else if (message === 'profile-stop') {
    void (async () => {
      const { profile } = await session.post('Profiler.stop')
      process.send?.({ profile })
    })()
  }
})
process.channel?.unref()
