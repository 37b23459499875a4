// The site's logo and title from the configuration.
import { useSiteConfig } from './site-config.ts'
import styles from './SiteBrand.module.css'

export function SiteBrand({ size = 'large' }: { size?: 'large' | 'small' }) {
  const config = useSiteConfig()
  return (
    <div className={`${styles.brand} ${styles[size]}`}>
      {/* The logo is the start screens' largest element: fetched ahead of other images. */}
      {config?.logo ? <img className={styles.logo} src={config.logo} alt="" width={96} height={96} fetchPriority="high" /> : <span className={styles.logo} />}
      <p className={styles.title}>{config?.title ?? '\u00a0'}</p>
    </div>
  )
}
