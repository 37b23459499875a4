// The contract as one document: Redocly's bundler follows the $refs across openapi/'s files
// and gathers what they point at under `components`. The codegen writes it out
// (openapi/generated/openapi.json); the change check bundles other versions the same way.
import { bundle, createConfig } from '@redocly/openapi-core'

/** The bundled document of the OpenAPI file at `file` (an absolute path); `name` says which in errors. */
export async function bundleContract(file: string, name = file): Promise<Record<string, unknown>> {
  const config = await createConfig({})
  const { bundle: result, problems } = await bundle({ ref: file, config })
  const errors = problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`${name} does not bundle:\n${errors.map((e) => `- ${e.message}`).join('\n')}`)
  }
  return result.parsed as Record<string, unknown>
}
