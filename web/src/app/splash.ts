// The start screen the build writes into the page (#splash, web/prerender-start.ts) shows
// before any script has run, over the app. It goes once the app shows a screen of its own
// (a <main> in #root: its code, texts and first render done), so that the page goes from it
// to the first screen, never through a blank or half-drawn one; after `timeoutMs` whatever
// happens, so that nothing keeps the app hidden.
export function removeSplashOnFirstScreen(
  root: HTMLElement,
  splash: HTMLElement | null = document.getElementById('splash'),
  timeoutMs = 10_000,
): void {
  if (splash === null) return
  const done = () => {
    observer.disconnect()
    clearTimeout(timer)
    splash.remove()
  }
  const observer = new MutationObserver(() => {
    if (root.querySelector('main') !== null) done()
  })
  observer.observe(root, { childList: true, subtree: true })
  const timer = setTimeout(done, timeoutMs)
}
