// What the uploader accepts before anything is sent (docs/product.md#validation: a maximum size, a
// maximum count, images by default). The server checks again, by content.
export const uploadRules = {
  /** The contract's limit for /common/upload1. */
  maxBytes: 5 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png', 'image/webp'],
} as const

export type UploadProblem = 'upload_too_large' | 'upload_bad_type' | 'upload_missing_file'

/** Why a chosen file cannot be uploaded (a catalogue id, so the message is the server's), or undefined. */
export function uploadProblem(
  file: { size: number; type: string },
  rules: { maxBytes: number; accept: readonly string[] } = uploadRules,
): UploadProblem | undefined {
  if (file.size === 0) return 'upload_missing_file'
  if (!rules.accept.includes(file.type)) return 'upload_bad_type'
  if (file.size > rules.maxBytes) return 'upload_too_large'
  return undefined
}

/** The limit as the catalogue message states it, in MB. */
export const maxUploadMb = String(uploadRules.maxBytes / (1024 * 1024))
