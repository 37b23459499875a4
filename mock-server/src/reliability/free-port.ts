// A TCP port free on the loopback now, for a helper process (Prism, Lighthouse's Chrome).
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address !== null ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}
