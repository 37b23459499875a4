// Uploaded images: checked by their content (magic bytes), stored under names the server
// makes, kept per world within a byte budget, and served back at /storage/.
import { z } from 'zod'

import { raise } from './catalogue.ts'

/** A file part of a multipart body, as the dispatcher hands it to a handler. */
export interface UploadedFile {
  bytes: Uint8Array
  /** The type the client declared; never trusted. */
  declaredType: string
  /** The client's file name; never used for storage. */
  name: string
}

export const uploadLimits = {
  /** Largest image accepted (the app's uploader says the same). */
  maxBytes: 5 * 1024 * 1024,
  /** Bytes of file content one world keeps; the oldest files go first beyond it. */
  maxBytesPerWorld: 32 * 1024 * 1024,
} as const

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

const extensions: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte)

/** The image type the content is, by its magic bytes; undefined for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return undefined
}

/** Metadata of a stored upload; the bytes live in the world's FileStore. */
export const uploadSchema = z.object({
  path: z.string(),
  userId: z.number().int().positive(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int().positive(),
  at: z.number().int(),
})

export interface StoredFile {
  contentType: string
  bytes: Uint8Array
}

/** The file contents of one world, oldest dropped first beyond the byte budget. */
export class FileStore {
  readonly #files = new Map<string, StoredFile>()
  #bytes = 0
  readonly maxBytes: number
  /** Called before a change; the world refuses it while calls only read. */
  beforeChange: (() => void) | undefined

  constructor(maxBytes: number = uploadLimits.maxBytesPerWorld) {
    this.maxBytes = maxBytes
  }

  /** A store holding the same files (their bytes are never changed, so they are shared). */
  copy(): FileStore {
    const copy = new FileStore(this.maxBytes)
    for (const [path, file] of this.#files) copy.put(path, file)
    return copy
  }

  put(path: string, file: StoredFile): void {
    this.beforeChange?.()
    this.delete(path)
    this.#files.set(path, file)
    this.#bytes += file.bytes.byteLength
    for (const [oldest] of this.#files) {
      if (this.#bytes <= this.maxBytes || oldest === path) break
      this.delete(oldest)
    }
  }

  get(path: string): StoredFile | undefined {
    return this.#files.get(path)
  }

  delete(path: string): void {
    const existing = this.#files.get(path)
    if (existing === undefined) return
    this.beforeChange?.()
    this.#bytes -= existing.bytes.byteLength
    this.#files.delete(path)
  }

  /** Every file, oldest first, to save a world. */
  entries(): Array<[string, StoredFile]> {
    return [...this.#files.entries()]
  }

  get totalBytes(): number {
    return this.#bytes
  }
}

/**
 * Checks an upload and returns its type and the server-made path to store it under. The
 * name is random, not drawn from the seed: identity photos must not sit at guessable
 * addresses (like session tokens, on purpose not reproducible).
 */
export function acceptImage(file: UploadedFile, now: number): { contentType: ImageType; path: string } {
  if (file.bytes.byteLength === 0) raise('upload_missing_file')
  if (file.bytes.byteLength > uploadLimits.maxBytes)
    raise('upload_too_large', { max: uploadLimits.maxBytes / (1024 * 1024) })
  const contentType = sniffImage(file.bytes)
  if (contentType === undefined) raise('upload_bad_type')
  const day = new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '')
  const name = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return { contentType, path: `/storage/upload/${day}/${name}.${extensions[contentType]}` }
}
