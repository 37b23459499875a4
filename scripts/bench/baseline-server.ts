// The benchmark's reference point: a bare node:http server that reads the request body and
// answers a fixed success envelope, with no routing, validation or state. Port from BENCH_PORT.
import { createServer } from 'node:http'

const envelope = JSON.stringify({ status: 1, msg: '', data: null })
const port = Number(process.env.BENCH_PORT)

const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(envelope) })
    response.end(envelope)
  })
})
server.listen(port, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
