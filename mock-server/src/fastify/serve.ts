// The mock server's start-up (see docs/mock-server.md), run by ./main.ts.
import closeWithGrace from 'close-with-grace'

import { createBackend } from '../backend/engine/backend.ts'
import { ConfigError, helpText, readConfig, readFlags } from './config.ts'
import { DataFileError, loadDataFile, type Persistence, persistWorlds } from './data-file.ts'
import { recordFile } from './record-file.ts'
import { buildServer } from './server.ts'

async function main(): Promise<void> {
  let config
  try {
    const flags = readFlags(process.argv.slice(2))
    if (flags.help) {
      process.stdout.write(helpText())
      return
    }
    config = readConfig(process.env, flags.values)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`mock server: ${error.message}`)
      process.exit(2)
    }
    throw error
  }
  // The one place the server reads real time: running world clocks follow it.
  const realNow = () => Date.now()
  const { upstream } = config
  const recording = upstream?.recordFile === undefined ? undefined : recordFile(upstream.recordFile)
  const backend = createBackend({
    seed: config.seed,
    start: config.start,
    clockMode: config.clockMode,
    realNow,
    maxWorlds: config.maxWorlds,
    checkAnswers: config.checkAnswers,
    upstream: upstream && {
      baseUrl: upstream.baseUrl,
      paths: upstream.paths,
      record: recording !== undefined,
      onRecord: recording?.append,
      timeoutMs: upstream.timeoutMs,
    },
  })
  let persistence: Persistence | undefined
  if (config.dataFile !== undefined) {
    try {
      const loaded = await loadDataFile(config.dataFile, backend.worlds, realNow)
      console.log(`mock server: ${loaded} world(s) loaded from ${config.dataFile}`)
    } catch (error) {
      if (error instanceof DataFileError) {
        console.error(`mock server: data file: ${error.message}`)
        process.exit(2)
      }
      throw error
    }
    persistence = persistWorlds(config.dataFile, backend.worlds)
  }
  const app = await buildServer({
    backend,
    staticDir: config.staticDir,
    logRequests: config.logRequests,
    corsOrigins: config.corsOrigins,
  })
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      console.error(
        `mock server: port ${config.port} on ${config.host} is in use; choose a free one with --port or MOCK_PORT.`,
      )
      process.exit(1)
    }
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port
  console.log(
    `Mock server on http://${config.host}:${port}  ` +
      `(API /api/vue, steering /__mock${config.staticDir ? ', app /' : ''})`,
  )
  if (upstream !== undefined) {
    console.log(
      `Passing ${upstream.paths.join(', ')} to ${upstream.baseUrl}` +
        (upstream.recordFile ? `, recording to ${upstream.recordFile}` : ''),
    )
  }
  // SIGTERM and SIGINT let in-flight requests finish, then the last changes are saved.
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err !== undefined) console.error(err)
    await app.close()
    await persistence?.stop()
    await recording?.flush()
  })
}

await main()
