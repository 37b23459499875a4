// Shared set-up of the web unit tests. They share one jsdom and one module graph per worker
// (vitest.config.ts), so whatever a test leaves in a module-level store is reset here.
import { File as NodeFile } from 'node:buffer'

import { afterEach } from 'vitest'

import { dismissToast } from '../frame/toast.ts'

// A jsdom FormData holding a jsdom File reaches Node's fetch (the one MSW intercepts) with a
// wrong content-length. Node's own FormData and File travel intact; jsdom's Blob stays, as
// vitest's Request shim converts it.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile })

afterEach(() => {
  localStorage.clear()
  dismissToast()
})
