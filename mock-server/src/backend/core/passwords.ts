// Password hashing with PBKDF2-SHA256 through Web Crypto, so the same code runs in Node
// and in the browser's mock mode. The iteration count is far below a production setting
// (it is a mock, and tests log in often) but the hashes are real: no clear text is kept.
const iterations = 20_000
const encoder = new TextEncoder()

async function derive(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  )
  return Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// Seeding hashes the same demo passwords with the same salts in every world; computing
// each pair once keeps a new world cheap.
const memo = new Map<string, Promise<string>>()

export function hashPassword(password: string, salt: string): Promise<string> {
  const key = `${salt}\u0000${password}`
  let hash = memo.get(key)
  if (hash === undefined) {
    hash = derive(password, salt)
    if (memo.size < 1000) memo.set(key, hash)
  }
  return hash
}

/** Through the same memo: logging in again with the same password costs no new derivation. */
export async function verifyPassword(password: string, salt: string, expectedHash: string): Promise<boolean> {
  const actual = await hashPassword(password, salt)
  if (actual.length !== expectedHash.length) return false
  let difference = 0
  for (let i = 0; i < actual.length; i++) difference |= actual.charCodeAt(i) ^ expectedHash.charCodeAt(i)
  return difference === 0
}
