// antd-mobile's loading dots, named for screen readers: the name sits on a status, as a bare
// element may not carry an aria-label (WCAG 4.1.2).
import DotLoading from 'antd-mobile/es/components/dot-loading'

export function Loading({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label}>
      <DotLoading />
    </span>
  )
}
