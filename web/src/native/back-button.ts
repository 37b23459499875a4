// The hardware back button in the native shell (docs/product.md#the-frame). Inside the app it
// goes one step back in history. On a root screen (or with nothing to go back to) the first
// press shows a hint and a second press within 1 s quits the app; a later press starts over.
import { doubleBackExitMs } from '../app/constants.ts'
import { isRootScreen } from './root-screens.ts'

export interface BackButtonActions {
  /** The path of the screen on display (/home/index). */
  currentPath(): string
  canGoBack(): boolean
  goBack(): void
  /** Tells the user that another press quits. */
  showExitHint(): void
  exitApp(): void
  /** Milliseconds of a monotonic-enough clock (Date.now, faked in tests). */
  now?(): number
}

/** Returns the function to call on every back press. */
export function createBackButtonHandler(actions: BackButtonActions): () => void {
  const now = actions.now ?? Date.now
  let hintShownAt: number | undefined
  return () => {
    if (!isRootScreen(actions.currentPath()) && actions.canGoBack()) {
      hintShownAt = undefined
      actions.goBack()
      return
    }
    const pressedAt = now()
    if (hintShownAt !== undefined && pressedAt - hintShownAt <= doubleBackExitMs) {
      hintShownAt = undefined
      actions.exitApp()
      return
    }
    hintShownAt = pressedAt
    actions.showExitHint()
  }
}
