// The start screen as a first visitor sees it, in the default language, rendered by the
// build into index.html (web/prerender-start.ts) so that the page paints it before any
// script has run. Runs in Node at build time only; the app never imports it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'

import { initI18n } from './i18n/index.ts'
import { defaultLanguage } from './i18n/languages.ts'
import { StartScreen } from './login/StartScreen.tsx'
import { buildBrand } from './site/brand.ts'

export interface PrerenderedStart {
  /** The markup of #root. */
  html: string
  /** What React hoists for the head (the logo's preload). */
  head: string
  /** The page's title. */
  title: string
}

/**
 * antd-mobile-icons align their svg with a style attribute, which the server's
 * Content-Security-Policy refuses in a page (the app sets it through the DOM, which the
 * policy allows); global.css gives the same alignment to every icon.
 */
const iconStyle = ' style="vertical-align:-0.125em"'

export async function prerenderStart(): Promise<PrerenderedStart> {
  await initI18n(defaultLanguage)
  // No site configuration yet: the build's logo and title show, as in the app's first render.
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StartScreen signedIn={false} />
    </QueryClientProvider>,
  ).replaceAll(iconStyle, '')
  // React puts the resources it hoists (<link rel=preload> of a high-priority image) first.
  const head = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? ''
  return { html: markup.slice(head.length), head, title: buildBrand.title }
}
