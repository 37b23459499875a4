// The engine's side of core/lasting-answers.ts: the envelope of a lasting answer and its
// JSON (in UTF-8, ready to send) are made the first time an operation returns it, and its
// check against the contract is done once, then every call returning it reuses them.
import { isLastingAnswer } from '../core/lasting-answers.ts'
import { successBody } from './envelope.ts'

export interface Answer {
  envelope: ReturnType<typeof successBody>
  /** The envelope as JSON in UTF-8, made once for a lasting answer. */
  encoded: Uint8Array | undefined
  /** Whether the envelope has passed its check against the contract. */
  checked: boolean
}

const known = new WeakMap<object, Map<string, Answer>>()
const utf8 = new TextEncoder()

/** The answer of `path` carrying `data`: made anew, or for a lasting answer, the one made before. */
export function answerOf(path: string, data: unknown): Answer {
  if (!isLastingAnswer(data)) return { envelope: successBody(data), encoded: undefined, checked: false }
  let byPath = known.get(data)
  if (byPath === undefined) known.set(data, (byPath = new Map()))
  let answer = byPath.get(path)
  if (answer === undefined) {
    // Shared by every call that returns it: frozen like its data.
    const envelope = Object.freeze(successBody(data))
    byPath.set(path, (answer = { envelope, encoded: utf8.encode(JSON.stringify(envelope)), checked: false }))
  }
  return answer
}
