// The site's logo and title: the build's (brand.ts) until the configuration says otherwise.
import { buildBrand } from './brand.ts'
import { siteAddress } from './site-config.ts'
import styles from './SiteBrand.module.css'
import { useSiteConfig } from './use-site-config.ts'

export function SiteBrand({ size = 'large' }: { size?: 'large' | 'small' }) {
  const config = useSiteConfig()
  // The same address as the configuration's, so that its arrival changes nothing when they agree.
  const logo = config?.logo ?? siteAddress(buildBrand.logo, globalThis.location?.origin ?? '')
  return (
    <div className={`${styles.brand} ${styles[size]}`}>
      {/* The logo is the start screens' largest element: fetched ahead of other images. */}
      <img className={styles.logo} src={logo} alt="" width={96} height={96} fetchPriority="high" />
      <p className={styles.title}>{config?.title ?? buildBrand.title}</p>
    </div>
  )
}
