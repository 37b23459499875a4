// SafeHtml against an XSS corpus: whatever the server sends, the rendered DOM holds no
// script, no event handler, no frame, no form, no style and no script URL, while the
// markup a back office writes (paragraphs, lists, tables, links, images) survives.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { sanitizeHtml } from './safe-html.ts'
import { SafeHtml } from './SafeHtml.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted: Array<{ root: Root; container: HTMLElement }> = []

function render(element: ReactNode): { container: HTMLElement } {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() => root.render(element))
  mounted.push({ root, container })
  return { container }
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
  delete (globalThis as { __xss?: unknown }).__xss
})

/** Payloads from the OWASP cheat sheet, PortSwigger's list and DOMPurify's mXSS reports. */
const corpus = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;avascript:window.__xss=1">click</a>',
  '<a href="java\tscript:window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1"></audio>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<template><script>window.__xss=1</script></template>',
  '<img src="x" alt="`<script>window.__xss=1</script>`">',
  '"><script>window.__xss=1</script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<img """><script>window.__xss=1</script>">',
  '<a href="#" onclick="window.__xss=1" onmouseover="window.__xss=1">x</a>',
  '<p onpointerenter="window.__xss=1" data-x="1" class="toast" id="root">x</p>',
]

const dangerousTags = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'frame',
  'frameset',
]

/** Every problem of what SafeHtml rendered: a dangerous element, an event handler, a script URL, inline style. */
function problemsIn(container: Element): string[] {
  const problems: string[] = []
  const wrapper = container.firstElementChild
  if (wrapper === null) return ['nothing rendered']
  for (const element of wrapper.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (dangerousTags.includes(tag)) problems.push(`<${tag}>`)
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      // Browsers ignore control characters inside a URL scheme (`java\u0001script:`): strip them as they do.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`)
      if (['style', 'class', 'id', 'srcdoc'].includes(name) || name.startsWith('data-'))
        problems.push(`${tag}[${name}]`)
      if (/^(javascript|vbscript|data:text\/html)/.test(value)) problems.push(`${tag}[${name}=${attribute.value}]`)
    }
  }
  return problems
}

describe('SafeHtml against the XSS corpus', () => {
  it.each(corpus.map((payload) => [payload]))('%s', (payload) => {
    const { container } = render(<SafeHtml html={payload} />)
    expect(problemsIn(container)).toEqual([])
    expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('renders the whole corpus at once without a problem', () => {
    const { container } = render(<SafeHtml html={corpus.join('\n')} />)
    expect(problemsIn(container)).toEqual([])
  })
})

describe('SafeHtml keeps what a back office writes', () => {
  it('keeps paragraphs, emphasis, lists, tables, details and images', () => {
    const html =
      '<h3>標題</h3><p>段落<strong>粗體</strong><em>斜體</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<table><tbody><tr><th>欄</th><td>值</td></tr></tbody></table>' +
      '<details open><summary>問</summary><p>答</p></details>' +
      '<img src="/storage/upload/20261123/a.jpg" alt="圖">'
    const { container } = render(<SafeHtml html={html} />)
    for (const tag of ['h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'table', 'th', 'td', 'details', 'summary', 'img']) {
      expect(container.querySelector(tag), tag).not.toBeNull()
    }
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/storage/upload/20261123/a.jpg')
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(container.textContent).toContain('段落粗體斜體')
  })

  it('opens links to other sites in a new tab without access back, and keeps links within the app as they are', () => {
    const html =
      '<a href="https://www.twse.com.tw/">證交所</a><a href="#/information/aboutUs">關於我們</a>' +
      `<a href="${location.origin}/x">本站</a>`
    const { container } = render(<SafeHtml html={html} />)
    const [outside, inApp, sameSite] = container.querySelectorAll('a')
    expect(outside?.getAttribute('target')).toBe('_blank')
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(inApp?.getAttribute('href')).toBe('#/information/aboutUs')
    expect(inApp?.hasAttribute('target')).toBe(false)
    expect(sameSite?.hasAttribute('target')).toBe(false)
  })

  it('shows plain text as text', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2')
  })
})
