// The XSS payloads the browser tests put into server-provided texts (xss.spec.ts, news.spec.ts).
/** Payloads of the usual families: tags with handlers, script tags, URLs, broken-out attributes. */
export const xssCorpus = [
  '<img src=x onerror="window.__xss(1)">',
  '<script>window.__xss(2)</script>',
  '<svg onload="window.__xss(3)"></svg>',
  '"><img src=x onerror=window.__xss(4)>',
  "'><svg/onload=window.__xss(5)>",
  'javascript:window.__xss(6)',
  '<a href="javascript:window.__xss(7)">點我</a>',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  '<details open ontoggle="window.__xss(9)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss(10)>',
  '{{constructor.constructor("window.__xss(11)")()}}',
  '<body onload=window.__xss(12)>',
] as const
