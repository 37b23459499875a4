// The engine's side of core/lasting-answers.ts: the envelope of a lasting answer and its
// JSON (in UTF-8, ready to send) are made the first time an operation returns it, and its
// check against the contract is done once, then every call returning it reuses them.
// Any other answer is serialised here, once, and its text is what is checked and sent: an
// answer whose text equals one that passed its check before passes without a second check.
import { isLastingAnswer } from '../core/lasting-answers.ts'
import { successBody } from './envelope.ts'

export interface EncodedAnswer {
  envelope: ReturnType<typeof successBody>
  /** The envelope as JSON: in UTF-8 for a lasting answer (made once), as text for any other. */
  encoded: Uint8Array | string
  /** Whether the envelope has passed its check against the contract. */
  checked: boolean
}

const known = new WeakMap<object, Map<string, EncodedAnswer>>()
const utf8 = new TextEncoder()

/** The answer of `path` carrying `data`: made anew, or for a lasting answer, the one made before. */
export function encodeAnswer(path: string, data: unknown): EncodedAnswer {
  if (!isLastingAnswer(data)) {
    const envelope = successBody(data)
    const encoded = JSON.stringify(envelope)
    return { envelope, encoded, checked: passedBefore(path, encoded) }
  }
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

/**
 * Texts that passed their operation's check, the latest few per operation. The check is a
 * pure function of the JSON the client receives, so the same text passes again: in a world
 * that does not change, a read answers the same text call after call, and checking it each
 * time would be a large share of the server's own work. Long texts are not kept (nor compared).
 */
const passed = new Map<string, string[]>()
const textsKept = 4
const longestKept = 64 * 1024

function passedBefore(path: string, text: string): boolean {
  return text.length <= longestKept && (passed.get(path)?.includes(text) ?? false)
}

/** Remembers that `answer` (not lasting) passed its check. */
export function rememberPassed(path: string, answer: EncodedAnswer): void {
  answer.checked = true
  if (typeof answer.encoded !== 'string' || answer.encoded.length > longestKept) return
  const texts = passed.get(path) ?? []
  if (texts.length === 0) passed.set(path, texts)
  texts.unshift(answer.encoded)
  if (texts.length > textsKept) texts.length = textsKept
}
