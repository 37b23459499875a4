// Reading the routes and the shared entry from the generated route tree and the built page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { appRoutes, entryFiles, isPublicRoute, pageBytes } from './route-bytes.ts'

describe('appRoutes', () => {
  it('lists the routes of the app without the redirect at /', () => {
    const routes = appRoutes()
    expect(routes).toEqual(expect.arrayContaining(['/login/start', '/login/login', '/home/index']))
    expect(routes).not.toContain('/')
  })
})

describe('isPublicRoute', () => {
  it.each<[string, boolean]>([
    ['/login/start', true],
    ['/login/register', true],
    ['/home/index', false],
    ['/market/stockDetail', false],
  ])('%s -> %s', (route, open) => {
    expect(isPublicRoute(route)).toBe(open)
  })
})

describe('entryFiles', () => {
  it("takes index.html's module script and its modulepreloads, not its stylesheet", async () => {
    const dist = await mkdtemp(join(tmpdir(), 'entry-'))
    try {
      await writeFile(
        join(dist, 'index.html'),
        `<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">`,
      )
      expect([...entryFiles(dist)]).toEqual(['/assets/index-a.js', '/assets/react-b.js'])
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})

describe('pageBytes', () => {
  it('counts the status line, every header and the body as sent (compressed), as a browser receives them', async () => {
    const body = Buffer.alloc(1000, 7)
    const server = createServer((request, response) => {
      expect(request.headers['accept-encoding']).toContain('br')
      response.sendDate = false
      response.writeHead(200, 'OK', {
        'content-encoding': 'br',
        'content-length': String(body.length),
        connection: 'close',
      })
      response.end(body)
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    try {
      const { port } = server.address() as AddressInfo
      const head = 'HTTP/1.1 200 OK\r\ncontent-encoding: br\r\ncontent-length: 1000\r\nconnection: close\r\n\r\n'
      expect(await pageBytes(`http://127.0.0.1:${port}`)).toBe(head.length + body.length)
    } finally {
      server.close()
    }
  })
})
