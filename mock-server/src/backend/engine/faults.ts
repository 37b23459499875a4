// Transport faults as replies: what a flaky network or a broken gateway looks like.
import type { Reply } from '../core/call.ts'
import type { Fault } from '../core/scenarios.ts'
import { catalogueReply } from './envelope.ts'

/** Longer than the app's 10 s timeout, so the client gives up first. */
export const defaultHangMs = 15_000
export const defaultDelayMs = 2_000

const gatewayPage = (status: number) =>
  [
    '<html>',
    `<head><title>${status} Bad Gateway</title></head>`,
    '<body>',
    `<center><h1>${status} Bad Gateway</h1></center>`,
    '<hr><center>nginx</center>',
    '</body>',
    '</html>',
    '',
  ].join('\r\n')

/**
 * The reply a fault forces, or `{ delayMs }` when the call should be answered normally
 * after a pause.
 */
export function faultReply(fault: Fault): Reply | { delayMs: number } {
  switch (fault.kind) {
    case 'delay':
      return { delayMs: fault.delayMs ?? defaultDelayMs }
    case 'hang':
      return { kind: 'drop', delayMs: fault.delayMs ?? defaultHangMs }
    case 'reset':
      return { kind: 'drop', delayMs: 0 }
    case 'malformed':
      return {
        kind: 'text',
        httpStatus: 200,
        contentType: 'application/json',
        body: '{"status":1,"msg":"","data":{',
        headers: {},
        delayMs: 0,
      }
    case 'html': {
      const status = fault.status ?? 502
      return {
        kind: 'text',
        httpStatus: status,
        contentType: 'text/html',
        body: gatewayPage(status),
        headers: {},
        delayMs: 0,
      }
    }
    case 'http': {
      const status = fault.status ?? 500
      if (status === 401) return catalogueReply('session_expired')
      // A bare status without a product message: the app shows its generic message.
      return { kind: 'text', httpStatus: status, contentType: 'text/plain', body: '', headers: {}, delayMs: 0 }
    }
  }
}
