// Tabs with the part of antd-mobile's Tabs API the app uses (`activeKey` or
// `defaultActiveKey`, `onChange`, `className`, and `Tabs.Tab` with `key`, `title`,
// `disabled` and optional content), with the same roles and keys for assistive technology
// (a tablist of tabs, arrow keys move between them), drawn with CSS. Our own because
// antd-mobile's animates its line and scroll with react-spring, a library on every
// screen with tabs for a line that slides.
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import styles from './Tabs.module.css'

export interface TabProps {
  title: ReactNode
  disabled?: boolean
  /** Shown under the tabs while this tab is active (none: the screen shows the content itself). */
  children?: ReactNode
}

/** One tab; it renders through its Tabs. */
function Tab(_props: TabProps): null {
  return null
}

export interface TabsProps {
  activeKey?: string
  defaultActiveKey?: string
  onChange?: (key: string) => void
  className?: string
  /** The tabs share the list's width equally (many short tabs that must all show, e.g. chart periods). */
  fill?: boolean
  /**
   * The tabs spread over the list's width, each at least as wide as its title, with little
   * space between them (a few tabs of unlike lengths that must all show on a 360-px phone).
   */
  spread?: boolean
  children?: ReactNode
}

interface Pane {
  key: string
  props: TabProps
}

function panesOf(children: ReactNode): Pane[] {
  const panes: Pane[] = []
  Children.forEach(children, (child) => {
    if (isValidElement(child) && child.type === Tab && child.key !== null)
      panes.push({ key: child.key, props: (child as ReactElement<TabProps>).props })
  })
  return panes
}

function TabsRoot({
  activeKey,
  defaultActiveKey,
  onChange,
  className,
  fill = false,
  spread = false,
  children,
}: TabsProps) {
  const panes = panesOf(children)
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? panes[0]?.key)
  const active = activeKey ?? ownKey
  const list = useRef<HTMLDivElement>(null)
  const line = useRef<HTMLDivElement>(null)
  const tabs = useRef(new Map<string, HTMLDivElement>())
  const focusNext = useRef<string>(undefined)
  const placed = useRef(false)

  const choose = (key: string) => {
    if (key === active) return
    setOwnKey(key)
    onChange?.(key)
  }

  // The line under the active tab, and the active tab scrolled into the middle of a list
  // wider than the screen. It slides by a CSS transition (none with reduced motion). Placed in
  // the next frame, when the browser lays the page out anyway: measuring the tabs here, in the
  // commit, made the browser lay out the whole new screen inside React's commit (one long task
  // on every screen with tabs, a large part of the order box's).
  useLayoutEffect(() => {
    if (focusNext.current === active) {
      tabs.current.get(active ?? '')?.focus()
      focusNext.current = undefined
    }
    const frame = requestAnimationFrame(() => {
      const container = list.current
      const tab = active === undefined ? undefined : tabs.current.get(active)
      const bar = line.current
      if (container === null || bar === null) return
      if (tab === undefined) {
        bar.style.width = '0'
        return
      }
      // The first placement is immediate: the line slides only from one tab to another.
      if (!placed.current) bar.style.transition = 'none'
      bar.style.width = `${tab.offsetWidth}px`
      bar.style.transform = `translateX(${tab.offsetLeft}px)`
      if (!placed.current) {
        void bar.offsetWidth
        bar.style.transition = ''
        placed.current = true
      }
      const overflow = container.scrollWidth - container.clientWidth
      if (overflow > 0)
        container.scrollLeft = Math.min(
          Math.max(tab.offsetLeft - (container.clientWidth - tab.offsetWidth) / 2, 0),
          overflow,
        )
    })
    return () => cancelAnimationFrame(frame)
  })

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0 || panes.length === 0) return
    event.preventDefault()
    const from = Math.max(
      panes.findIndex((pane) => pane.key === active),
      0,
    )
    for (let moved = 1; moved <= panes.length; moved++) {
      const pane = panes[(from + step * moved + panes.length * moved) % panes.length]!
      if (!pane.props.disabled) {
        focusNext.current = pane.key
        choose(pane.key)
        return
      }
    }
  }

  return (
    <div className={className === undefined ? styles.tabs : `${styles.tabs} ${className}`}>
      <div ref={list} className={styles.list} role="tablist" onKeyDown={onKeyDown}>
        {panes.map(({ key, props }) => (
          <div
            key={key}
            className={
              fill
                ? `${styles.wrapper} ${styles.filled}`
                : spread
                  ? `${styles.wrapper} ${styles.spread}`
                  : styles.wrapper
            }
          >
            <div
              ref={(element) => {
                if (element === null) tabs.current.delete(key)
                else tabs.current.set(key, element)
              }}
              role="tab"
              aria-selected={key === active}
              aria-disabled={props.disabled === true ? true : undefined}
              tabIndex={key === active ? 0 : -1}
              className={[
                styles.tab,
                key === active ? styles.active : '',
                props.disabled === true ? styles.disabled : '',
              ].join(' ')}
              onClick={() => {
                if (props.disabled !== true) choose(key)
              }}
            >
              {props.title}
            </div>
          </div>
        ))}
        <div ref={line} className={styles.line} aria-hidden="true" />
      </div>
      {panes.map(({ key, props }) =>
        props.children === undefined || key !== active ? null : (
          <div key={key} className={styles.content}>
            {props.children}
          </div>
        ),
      )}
    </div>
  )
}

export const Tabs = Object.assign(TabsRoot, { Tab })
export default Tabs
