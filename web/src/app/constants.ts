// The product's constants (docs/product.md#constants), named once.
export const requestTimeoutMs = 10_000
export const toastMs = 2_000
export const sessionRedirectMs = 2_000
export const exitRedirectMs = 1_000
/** The layout is designed for this width and stops growing beyond it. */
export const maxLayoutWidthPx = 750
/** In the native shell, a second back press within this time on a root screen quits the app. */
export const doubleBackExitMs = 1_000
/**
 * A submission's button stays busy at least this long after the tap, so that the second tap of
 * a double tap lands on a busy button even when the server answered in between.
 */
export const submissionHoldMs = 500
