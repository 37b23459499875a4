// The chevron after a "more" link's text: drawn, not read (the link's name is its text). It
// is an element, not a pseudo-element: every control's ::after is its widened hit area
// (global.css), which would take the chevron out of the line.
import styles from './Chevron.module.css'

export function Chevron() {
  return (
    <span className={styles.chevron} aria-hidden="true">
      ›
    </span>
  )
}
