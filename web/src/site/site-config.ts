// The site configuration read at start-up (spec sections 3 and 7), as named values.
import { useQuery } from '@tanstack/react-query'
import { siteQueries } from '../api/queries/site.ts'

export interface SiteConfig {
  /** The logo's full address: the configured path prefixed with the site origin. */
  logo: string | undefined
  title: string | undefined
  /** The external customer-service link. */
  kefu: string | undefined
  values: ReadonlyMap<string, string>
}

export function toSiteConfig(entries: ReadonlyArray<{ name: string; value: string }>, origin: string): SiteConfig {
  const values = new Map(entries.map(({ name, value }) => [name, value]))
  const logo = values.get('logo')
  return {
    logo: logo ? (/^(https?:)?\/\//i.test(logo) ? logo : `${origin}${logo.startsWith('/') ? '' : '/'}${logo}`) : undefined,
    title: values.get('title') || undefined,
    kefu: values.get('kefu') || undefined,
    values,
  }
}

export function useSiteConfig(): SiteConfig | undefined {
  const { data } = useQuery({ ...siteQueries.config(), select: (entries) => toSiteConfig(entries, location.origin) })
  return data
}
