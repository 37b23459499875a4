// The status bar in the native shell (docs/product.md#the-frame): white, with dark text and
// icons. The web view starts below it where the platform allows (iOS, Android 14 and older);
// Android 15 and later always draw the page under it, and the frame's white headers pad
// themselves by the safe-area inset there, so the bar still reads white.
import { type StatusBarPlugin, Style } from '@capacitor/status-bar'

export const statusBarColor = '#ffffff'

type StatusBarCalls = Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor' | 'setOverlaysWebView'>

/**
 * Applies the look. Each setting is tried on its own: a platform that lacks one (Android 15+
 * has no background colour or overlay setting) rejects it, and the others still apply.
 * Returns the reasons of the settings the platform refused.
 */
export async function applyStatusBar(statusBar: StatusBarCalls): Promise<string[]> {
  const results = await Promise.allSettled([
    // LIGHT means a light bar: dark text and icons.
    statusBar.setStyle({ style: Style.Light }),
    statusBar.setOverlaysWebView({ overlay: false }),
    statusBar.setBackgroundColor({ color: statusBarColor }),
  ])
  return results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
}
