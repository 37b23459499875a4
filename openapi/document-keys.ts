// Keys of the bundled OpenAPI document that are not JSON Schema keywords: its top-level
// fields and the project's `x-` extensions. A strict Ajv resolving references into the
// document must be told them (addVocabulary), or it refuses the document.
export const openApiKeys = [
  'openapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'components',
  'webhooks',
  'x-errors',
  'x-contract',
  'x-restriction',
  'x-verified',
  'x-upstream',
  'x-upstream-evidence',
  'example',
]
