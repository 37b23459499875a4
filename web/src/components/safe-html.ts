// Server-provided HTML (notices, server texts, news) made safe to render: DOMPurify, with
// the project's rules on top. Scripts, event handlers, frames, forms, styles and
// javascript: URLs never survive; links to other sites open in a new tab without access
// back to the app. A private DOMPurify instance, so these rules touch no one else's.
import DOMPurify, { type Config } from 'dompurify'

const purifier = DOMPurify(window)

const config: Config = {
  USE_PROFILES: { html: true },
  // Markup a back-office editor has no business sending: it could restyle or overlay the
  // app (style, form controls), or reach out of the page (base, meta, link).
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'base',
    'meta',
    'link',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'autofocus', 'tabindex'],
  ALLOW_DATA_ATTR: false,
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? ''
    if (/^https?:\/\//i.test(href) && new URL(href, location.href).origin !== location.origin) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      node.removeAttribute('target')
    }
  }
  // Images load lazily and never tell the other site where they were shown.
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy')
    node.setAttribute('referrerpolicy', 'no-referrer')
  }
})

/** The HTML with everything unsafe removed, ready for innerHTML. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, config)
}
