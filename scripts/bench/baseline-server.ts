// The benchmark's reference point: a bare node:http server that reads the request body and
// answers a fixed envelope, with no routing, validation or state. So that the load generator
// parses the same bytes from it as from the mock (the generator's own cost grows with them),
// BENCH_ANSWERS may name a JSON file of fixed answers by world (the x-mock-session header) and
// path, recorded from the mock once. Port from BENCH_PORT.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const fallback = JSON.stringify({ status: 1, msg: '', data: null })
const recorded = process.env.BENCH_ANSWERS
  ? (JSON.parse(readFileSync(process.env.BENCH_ANSWERS, 'utf8')) as Record<string, Record<string, string>>)
  : {}
const answers = new Map(Object.entries(recorded).map(([world, byPath]) => [world, new Map(Object.entries(byPath))]))
const port = Number(process.env.BENCH_PORT)

const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    const answer = answers.get(String(request.headers['x-mock-session']))?.get(request.url ?? '') ?? fallback
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
    })
    response.end(answer)
  })
})
server.listen(port, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
