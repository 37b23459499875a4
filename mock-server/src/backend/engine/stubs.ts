// Contract-first calls: an operation of the contract that no area has a handler for yet is
// answered from the contract itself, as Prism, Microcks and Mockoon do. Its success answer's
// example when the contract gives one (`Prefer: example=<name>` picks a named one), otherwise
// data generated from its schema by json-schema-faker, the same for the same world seed. The
// dispatcher runs a stub like any handler: validation, forced errors, session, x-restriction,
// settling and the answer check all apply. json-schema-faker rather than the fuzz run's
// fast-check arbitraries (reliability/fuzz/schema-arbitrary.ts): it is Prism's generator,
// takes a seed, covers all of JSON Schema 2020-12 (a test generates every operation of the
// contract and checks it), and its strings are short and readable rather than adversarial.
import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import type { IncomingCall, Reply } from '../core/call.ts'
import { CatalogueError } from '../core/catalogue.ts'
import type { Handler } from '../core/handler.ts'
import { handlers } from './areas-registry.ts'
import { operations, type OperationSpec } from './contract.ts'

/** How a stub answers: the contract's example, or data generated from the schema. */
export type StubKind = 'example' | 'generated'

type Schema = Record<string, unknown>
interface Media {
  schema?: Schema
  example?: unknown
  examples?: Record<string, { value?: unknown }>
}

const document = appDocument as unknown as {
  paths: Record<string, { post: { responses: Record<string, { content?: Record<string, Media> }> } }>
  components: unknown
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      document,
    )
  return resolve(target as Schema)
}

const isSuccess = (value: unknown): value is { status: 1; data: unknown } =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 1 && 'data' in value

/** The success answer's media of an operation's HTTP 200 (a shared answer is a $ref to it). */
function successMedia(path: string): Media | undefined {
  const response = document.paths[path]?.post.responses['200']
  return response === undefined
    ? undefined
    : (resolve(response) as { content?: Record<string, Media> }).content?.['application/json']
}

/** The named success examples of the answer (an unnamed `example` is called `default`). */
function examplesOf(media: Media | undefined): Map<string, unknown> {
  const examples = new Map<string, unknown>()
  if (media?.example !== undefined) examples.set('default', media.example)
  for (const [name, example] of Object.entries(media?.examples ?? {})) examples.set(name, example.value)
  return examples
}

/** The `status` a branch of an answer's schema fixes, its own or that of the envelope it composes (`allOf`). */
function statusOf(schema: Schema): unknown {
  const own = (schema.properties as Record<string, Schema> | undefined)?.status
  if (own !== undefined) return (resolve(own) as { const?: unknown }).const
  return ((schema.allOf as Schema[] | undefined) ?? [])
    .map((part) => statusOf(resolve(part)))
    .find((s) => s !== undefined)
}

/** The success branch of the answer's schema (`{status: 1, msg, data}`), for generation. */
function successSchema(path: string): Schema {
  const schema = successMedia(path)?.schema
  if (schema === undefined) throw new Error(`${path}: the contract gives no JSON answer for HTTP 200`)
  const branches = ((resolve(schema).oneOf as Schema[] | undefined) ?? [schema]).map(resolve)
  const success = branches.find((branch) => statusOf(branch) === 1)
  if (success === undefined) throw new Error(`${path}: the answer's schema has no success branch (status const 1)`)
  return success
}

/** The operations no area has a handler for, and how each is answered. */
export const stubKinds: ReadonlyMap<string, StubKind> = new Map(
  [...operations.keys()]
    .filter((path) => handlers[path as keyof typeof handlers] === undefined)
    .map(
      (path) => [path, [...examplesOf(successMedia(path)).values()].some(isSuccess) ? 'example' : 'generated'] as const,
    ),
)

/** A 32-bit FNV-1a hash: the generator's seed from the world's seed and the path. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

// Generating walks the whole schema; the answer only depends on the seed and the path.
const generated = new Map<string, unknown>()
const maxGenerated = 1_000

/** Data for `path`'s success answer generated from its schema, the same for the same seed. */
export async function generatedData(path: string, seed: number): Promise<unknown> {
  const key = `${seed}\n${path}`
  if (generated.has(key)) return generated.get(key)
  // Loaded on the first generated answer only: most runs have no stub at all.
  const { generateSync } = await import('json-schema-faker')
  const envelope = generateSync({ ...successSchema(path), components: document.components } as never, {
    seed: seedOf(key),
    // Every field, so the developer sees the whole shape; deep enough for the contract's nesting.
    alwaysFakeOptionals: true,
    maxDepth: 12,
    refDepthMax: 12,
  }) as { data: unknown }
  if (generated.size >= maxGenerated) generated.delete(generated.keys().next().value as string)
  generated.set(key, envelope.data)
  return envelope.data
}

/** The example named by a `Prefer: example=<name>` header, if the header names one. */
function preferredExample(prefer: string | undefined): string | undefined {
  return prefer
    ?.split(/[,;]/)
    .map((part) => part.trim().match(/^example=(?:"([^"]*)"|(\S+))$/))
    .find((match) => match !== null)
    ?.slice(1)
    .find((name) => name !== undefined)
}

function exampleData(path: string, wanted: string | undefined): unknown {
  const examples = examplesOf(successMedia(path))
  if (wanted === undefined) return [...examples.values()].find(isSuccess)?.data
  const example = examples.get(wanted)
  const known = [...examples.keys()].join(', ') || 'none'
  if (example === undefined)
    throw new CatalogueError('request_invalid', { detail: `Prefer: no example named '${wanted}' (examples: ${known})` })
  if (!isSuccess(example))
    throw new CatalogueError('request_invalid', {
      detail: `Prefer: example '${wanted}' is not a success answer (force errors with x-mock-error)`,
    })
  return example.data
}

/** The handler of an operation that has none: its answer comes from the contract. */
export function contractStub(operation: OperationSpec, call: IncomingCall): Handler<never> {
  const run = ({ world }: { world: { seed: number } }) => {
    const wanted = preferredExample(call.headers.prefer)
    if (stubKinds.get(operation.path) === 'example' || wanted !== undefined)
      return exampleData(operation.path, wanted) as never
    return generatedData(operation.path, world.seed) as Promise<never>
  }
  return { secured: operation.secured, run } as Handler<never>
}

/** Marks a stub's success answer with `x-mock-stub: example|generated`. */
export function markStub(call: IncomingCall, reply: Reply): Reply {
  const kind = stubKinds.get(call.path)
  if (kind !== undefined && reply.kind === 'json' && isSuccess(reply.body)) reply.headers['x-mock-stub'] = kind
  return reply
}
