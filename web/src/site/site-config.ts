// The site configuration read at start-up (docs/product.md#what-the-app-keeps-on-the-device), as
// named values. Screens read it with `useSiteConfig` (use-site-config.ts); start-up asks for it and
// names the page after it (follow-site-config.ts).

export interface SiteConfig {
  /** The logo's full address: the configured path prefixed with the site origin. */
  logo: string | undefined
  title: string | undefined
  /** The external customer-service link. */
  kefu: string | undefined
  values: ReadonlyMap<string, string>
}

/** A configured address as the app uses it: a path is prefixed with the site origin. */
export function siteAddress(path: string, origin: string): string {
  return /^(https?:)?\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}

export function toSiteConfig(entries: ReadonlyArray<{ name: string; value: string }>, origin: string): SiteConfig {
  const values = new Map(entries.map(({ name, value }) => [name, value]))
  const logo = values.get('logo')
  return {
    logo: logo ? siteAddress(logo, origin) : undefined,
    title: values.get('title') || undefined,
    kefu: values.get('kefu') || undefined,
    values,
  }
}
