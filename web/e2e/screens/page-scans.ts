// The scans that read a screen as a phone user would: controls too small to tap, words and
// figures broken across two lines, and a page wider than the screen. Each function runs in
// the page (page.evaluate) and so carries its helpers inside it.

/** A control whose hit area is smaller than the minimum. */
export interface SmallTarget {
  what: string
  width: number
  height: number
}

/** A word, number, date or label that the layout split over two lines. */
export interface BrokenWord {
  unit: string
  text: string
  where: string
}

/** What one text scan found, and how much it looked at (a scan that checked nothing fails). */
export interface TextScan {
  broken: BrokenWord[]
  checkedUnits: number
  /** The page's width beyond the screen's, in px (0 when nothing sticks out). */
  overflowPx: number
  /** Elements that stick out of the screen's right edge. */
  overflowing: string[]
}

/** What one tap-target scan found, and how many controls it measured. */
export interface TargetScan {
  small: SmallTarget[]
  measured: number
}

/**
 * Every visible control whose hit area, measured by hit-testing from its centre outwards
 * (so padding and pseudo-elements count, and a label counts for its input), is narrower or
 * lower than `minPx`. Each control is scrolled to the middle of the screen first, so that a
 * sticky bar does not cover it; the page's scroll positions are put back afterwards. With a
 * dialog open, only the dialog's controls are measured.
 */
export function scanTapTargets(minPx: number): TargetScan {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="slider"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',')

  const describe = (element: Element): string => {
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    const classes = [...element.classList].slice(0, 2).join('.')
    const tag = `${element.tagName.toLowerCase()}${classes === '' ? '' : `.${classes}`}`
    return `<${tag}> "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
  }

  const hidden = (element: Element): boolean =>
    element.closest('[aria-hidden="true"], [inert]') !== null ||
    element.getClientRects().length === 0 ||
    getComputedStyle(element).visibility === 'hidden'

  const scrollers: Array<[Element, number, number]> = []
  for (const element of document.querySelectorAll('*')) {
    if (element.scrollTop !== 0 || element.scrollLeft !== 0) {
      scrollers.push([element, element.scrollLeft, element.scrollTop])
    }
  }
  const windowScroll = [window.scrollX, window.scrollY] as const

  const small: SmallTarget[] = []
  let measured = 0
  // While a dialog is open its mask takes every tap outside it, by design: only its own
  // controls are there to be tapped.
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (dialog) => !hidden(dialog),
  )
  const reachable = (element: Element) => dialogs.length === 0 || dialogs.some((dialog) => dialog.contains(element))
  const controls = [...document.querySelectorAll(selector)].filter((element) => !hidden(element) && reachable(element))
  for (const control of controls) {
    // A control inside another control is measured with it (the outer one takes the tap).
    if (control.parentElement?.closest(selector) !== null && control.parentElement?.closest(selector) !== undefined)
      continue
    const labels = [...((control as HTMLInputElement).labels ?? [])]
    const group = [control, ...labels]
    const inGroup = (node: Element | null) => node !== null && group.some((member) => member.contains(node))
    control.scrollIntoView({ block: 'center', inline: 'center' })
    const starts = group
      .filter((member) => member.getClientRects().length > 0)
      .map((member) => member.getBoundingClientRect())
      .map((rect) => [rect.left + rect.width / 2, rect.top + rect.height / 2] as const)
    const start = starts.find(([x, y]) => inGroup(document.elementFromPoint(x, y)))
    measured += 1
    if (start === undefined) {
      // Something else lies over the control's middle: a finger cannot reach it there.
      small.push({ what: `${describe(control)} (covered)`, width: 0, height: 0 })
      continue
    }
    const [x, y] = start
    const hits = (distance: number, dx: number, dy: number) =>
      inGroup(document.elementFromPoint(x + dx * distance, y + dy * distance))
    /** How far the hit area reaches from the start one way, to an eighth of a pixel. */
    const reach = (dx: number, dy: number) => {
      let inside = 0
      while (inside < 200 && hits(inside + 1, dx, dy)) inside += 1
      let outside = inside + 1
      for (let step = 0; step < 3; step++) {
        const middle = (inside + outside) / 2
        if (hits(middle, dx, dy)) inside = middle
        else outside = middle
      }
      return inside
    }
    // Layout puts edges on fractions of a pixel and hit-testing rounds them: a pixel short
    // still counts as the minimum.
    const width = Math.round((reach(-1, 0) + reach(1, 0)) * 8) / 8
    const height = Math.round((reach(0, -1) + reach(0, 1)) * 8) / 8
    if (width < minPx - 1 || height < minPx - 1) small.push({ what: describe(control), width, height })
  }

  window.scrollTo(windowScroll[0], windowScroll[1])
  for (const [element, left, top] of scrollers) {
    element.scrollLeft = left
    element.scrollTop = top
  }
  return { small, measured }
}

/**
 * Every word, number, date, time, code or short label that the layout split over two lines.
 * A text of a few words or a short Chinese label is a unit of its own (each of its
 * space-separated parts must stay on one line); in a Chinese sentence, where a line may end
 * after any character, only the runs of letters and digits (figures, dates, codes) must. Also
 * measures whether the page is wider than the screen.
 */
export function scanTextBreaks(): TextScan {
  const cjkAll = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/gu
  const sentencePunctuation = /[，。；！？、]/u
  const shortLabel = 8

  const where = (element: Element): string => {
    const parts: string[] = []
    let current: Element | null = element
    while (current !== null && current !== document.body && parts.length < 3) {
      const classes = [...current.classList].slice(0, 1).join('.')
      parts.unshift(`${current.tagName.toLowerCase()}${classes === '' ? '' : `.${classes}`}`)
      current = current.parentElement
    }
    return parts.join(' > ')
  }

  /** How many lines the rectangles of a range lie on. */
  const lineCount = (rects: DOMRect[]): number => {
    const boxes = rects.filter((rect) => rect.width > 0.5 && rect.height > 0.5).sort((a, b) => a.top - b.top)
    let lines = 0
    let lastTop = Number.NEGATIVE_INFINITY
    for (const box of boxes) {
      if (box.top > lastTop + box.height / 2) {
        lines += 1
        lastTop = box.top
      }
    }
    return lines
  }

  const broken: BrokenWord[] = []
  let checkedUnits = 0
  const range = document.createRange()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node !== null; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement
    if (parent === null || parent.closest('script, style, noscript, template, .visually-hidden') !== null) continue
    const text = node.data
    if (text.trim() === '') continue
    const sentence = (text.match(cjkAll)?.length ?? 0) > shortLabel || sentencePunctuation.test(text)
    const units: Array<[number, number]> = []
    for (const token of text.matchAll(/[^\s\u3000]+/gu)) {
      const start = token.index
      // In a sentence a line may end after any Chinese character or punctuation: only the
      // runs of letters and digits in it are units.
      const runs = sentence
        ? [...token[0].matchAll(/[^\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]{2,}/gu)].map(
            (run) => [run.index, run[0]] as const,
          )
        : [[0, token[0]] as const]
      for (const [offset, run] of runs) {
        // A range of times (09:00-13:30) may end a line after its hyphen, as a sentence would.
        let from = 0
        for (const part of run.split(/(?<=\d\d:\d\d)-(?=\d\d:\d\d)/u)) {
          units.push([start + offset + from, start + offset + from + part.length])
          from += part.length + 1
        }
      }
    }
    for (const [start, end] of units) {
      range.setStart(node, start)
      range.setEnd(node, end)
      const lines = lineCount([...range.getClientRects()])
      if (lines === 0) continue
      checkedUnits += 1
      if (lines > 1) broken.push({ unit: text.slice(start, end), text: text.trim().slice(0, 60), where: where(parent) })
    }
  }

  const screenWidth = document.documentElement.clientWidth
  const overflowPx = Math.max(0, document.documentElement.scrollWidth - screenWidth)
  const overflowing: string[] = []
  if (overflowPx > 0) {
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (
        rect.right > screenWidth + 1 &&
        rect.width > 0 &&
        element.parentElement?.getBoundingClientRect().right !== rect.right
      ) {
        overflowing.push(where(element))
        if (overflowing.length >= 5) break
      }
    }
  }
  return { broken, checkedUnits, overflowPx, overflowing }
}
