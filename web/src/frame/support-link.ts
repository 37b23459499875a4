// 'kefu': the external customer-service link from the site configuration. It opens only
// when it is an https address on an allowed host, in a new context without access back
// to the app (noopener, noreferrer).
const configuredHosts = (import.meta.env.VITE_SUPPORT_HOSTS as string | undefined) ?? ''

export const supportHosts: readonly string[] = [
  'support.formosa-sec.example',
  'line.me',
  'lin.ee',
  ...configuredHosts
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
]

/** The link as a URL when it may be opened, undefined otherwise. */
export function allowedSupportUrl(link: string | undefined, hosts: readonly string[] = supportHosts): URL | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined
  const host = url.hostname.toLowerCase()
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? url : undefined
}

/** Opens the support link; false when it is missing or not allowed. */
export function openSupportLink(
  link: string | undefined,
  open: typeof window.open = window.open.bind(window),
): boolean {
  const url = allowedSupportUrl(link)
  if (url === undefined) return false
  open(url.href, '_blank', 'noopener,noreferrer')
  return true
}
