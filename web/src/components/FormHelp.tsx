// Stands in for antd-mobile's Popover inside Form.Item (web/form-help.ts): an item's `help`
// shown under its label while its icon is on, instead of a floating bubble.
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from 'react'

import styles from './FormHelp.module.css'

interface Trigger {
  onClick?: (event: MouseEvent) => void
}

export default function FormHelp({ content, children }: { content: ReactNode; children: ReactElement<Trigger> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      {cloneElement(children, {
        role: 'button',
        tabIndex: 0,
        'aria-expanded': open,
        onClick: (event: MouseEvent) => {
          children.props.onClick?.(event)
          setOpen((shown) => !shown)
        },
      } as Trigger)}
      {open ? <span className={styles.help}>{content}</span> : null}
    </>
  )
}
