// GET /storage/...: files a world stored (uploaded images), by the exact path the upload
// answered. Served so that they can never run as a page: the sniffed image type,
// nosniff, and a sandboxing Content-Security-Policy.
import type { IncomingCall, Reply } from '../core/call.ts'
import { catalogueReply } from './envelope.ts'
import { defaultSession, sessionNamePattern, type WorldRegistry } from './worlds.ts'

export async function serveStoredFile(worlds: WorldRegistry, call: IncomingCall): Promise<Reply> {
  if (call.method !== 'GET' && call.method !== 'HEAD') return catalogueReply('request_not_found')
  const session = call.headers['x-mock-session'] ?? defaultSession
  if (!sessionNamePattern.test(session)) return catalogueReply('request_not_found')
  const world = await worlds.get(session)
  const file = world.files.get(`/storage${call.path}`)
  if (file === undefined) return catalogueReply('request_not_found')
  return {
    kind: 'text',
    httpStatus: 200,
    contentType: file.contentType,
    body: call.method === 'HEAD' ? '' : file.bytes,
    headers: {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
    delayMs: 0,
  }
}
