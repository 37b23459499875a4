// The Node flags and the environment the mock server runs with. package.json's `mock:server`
// script spells them out too (a test keeps them in step).
//
// Semi-spaces of 8 MB, half V8's default: the default lets the process peak far higher under load
// for no throughput the benchmark can show, and smaller ones make it collect so often that reads
// slow down (`npm run bench:mock`). No V8 helper threads (`--single-threaded`: collection and
// optimising compilation on the main thread): the mock shares its machine with the suites and
// load that drive it, where helper threads only compete for the same cores, and each keeps what
// it allocated (docs/decisions/0033-the-allocator-gives-back.md).
export const mockNodeFlags = ['--max-semi-space-size=8', '--single-threaded'] as const

/**
 * glibc's allocator settings. By default it keeps up to eight arenas a core, one for each
 * thread that allocated at once (the main thread, libuv's pool, V8's helpers), and holds on to
 * what a load freed in each of them: after the benchmark's runs the server kept far more than
 * its heap needed. Two arenas, and giving back any free top of an arena past 128 kB, keep
 * what the server holds close to what it uses (docs/decisions/0033-the-allocator-gives-back.md).
 * Read by glibc at the start of the process: set in the environment of the command.
 */
export const mockEnvironment = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' } as const

/** The command line that starts the server as `npm run mock:server` does. */
export const mockCommand = `${Object.entries(mockEnvironment)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')} node ${mockNodeFlags.join(' ')} mock-server/src/fastify/main.ts`
