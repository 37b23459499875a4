// The site's logo and title as the build knows them, so that the first paint (the page the
// build writes, web/prerender-start.ts) and the first render show them at once; the site
// configuration (/common/config) corrects them when it says otherwise. A build for another
// site sets VITE_SITE_LOGO and VITE_SITE_TITLE; the defaults are the mock's.
export const buildBrand = {
  logo: (import.meta.env.VITE_SITE_LOGO as string | undefined) || '/static/logo.svg',
  title: (import.meta.env.VITE_SITE_TITLE as string | undefined) || '福爾摩沙證券',
}
