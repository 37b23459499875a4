// The envelope every answer of the upstream carries: {status, msg, data}.
export interface Envelope {
  status: number
  msg: string
  data: unknown
}

/** What is wrong with `value` as an envelope, or undefined when it is one. */
export function envelopeProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'the answer is not a JSON object'
  const fields = value as Record<string, unknown>
  if (!Number.isInteger(fields.status)) return "'status' is not an integer"
  if (typeof fields.msg !== 'string') return "'msg' is not a string"
  if (!('data' in fields)) return "'data' is missing"
  return undefined
}

export function isEnvelope(value: unknown): value is Envelope {
  return envelopeProblem(value) === undefined
}
