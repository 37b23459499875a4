// Renders HTML the server sent (notices, server texts, news bodies), sanitised by
// safe-html.ts. The only place in the app that sets inner HTML.
import { useMemo } from 'react'

import { sanitizeHtml } from './safe-html.ts'
import styles from './SafeHtml.module.css'

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      className={className === undefined ? styles.html : `${styles.html} ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
