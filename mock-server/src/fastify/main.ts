// `npm run mock`: the mock server on MOCK_PORT (see docs/mock-server.md).
// Node's compile cache (in the system's temporary folder) keeps every module compiled, and
// stripped of its types, between starts, so a restart skips that work. It must be on before the
// server's modules load, hence the dynamic import.
import { enableCompileCache } from 'node:module'

enableCompileCache()
await import('./serve.ts')
