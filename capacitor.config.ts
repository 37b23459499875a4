// The native shell (Capacitor): the Android and iOS projects wrap the built app (web/dist).
// See docs/native-shell.md. CAP_SERVER_URL points the shell at a served copy instead
// (the mock server with the built app, or the real site): the app calls its own origin
// under /api/vue, so the shell must load it from a server that answers those calls.
/// <reference types="@capacitor/status-bar" />
import type { CapacitorConfig } from '@capacitor/cli'

const serverUrl = process.env.CAP_SERVER_URL

const config: CapacitorConfig = {
  appId: 'tw.formosasec.app',
  appName: '福爾摩沙證券',
  webDir: 'web/dist',
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith('http:') } } : {}),
  plugins: {
    // The launch look, before the app's own call (web/src/native/status-bar.ts) repeats it.
    StatusBar: { style: 'LIGHT', backgroundColor: '#ffffff', overlaysWebView: false },
    // Android: edge-to-edge web view with correct env(safe-area-inset-*), and the same
    // insets as --safe-area-inset-* variables for web views older than Chromium 140.
    SystemBars: { insetsHandling: 'css', style: 'LIGHT', initialViewportFitValueHint: 'cover' },
  },
}

export default config
