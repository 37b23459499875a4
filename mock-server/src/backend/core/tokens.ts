// Session tokens come from the platform's cryptographic random source: unguessable, and
// the one part of an answer that the world's seed does not decide.
export function newSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
