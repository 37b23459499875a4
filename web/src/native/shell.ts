// The web side of the native shell, loaded only when the shell's bridge is present
// (see ./index.ts): the status bar's look and the hardware back button.
import { App, type AppPlugin } from '@capacitor/app'
import { StatusBar, type StatusBarPlugin } from '@capacitor/status-bar'

import { showToast } from '../frame/toast.ts'
import { i18n } from '../i18n/index.ts'
import { createBackButtonHandler } from './back-button.ts'
import { applyStatusBar } from './status-bar.ts'

/** What the shell needs from the router. */
export interface ShellNavigation {
  currentPath(): string
  canGoBack(): boolean
  goBack(): void
}

export interface ShellPlugins {
  app: Pick<AppPlugin, 'addListener' | 'exitApp'>
  statusBar: Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor' | 'setOverlaysWebView'>
}

/** Sets the status bar and takes over the back button; resolves once both are in place. */
export async function startNativeShell(
  navigation: ShellNavigation,
  plugins: ShellPlugins = { app: App, statusBar: StatusBar },
): Promise<void> {
  const onBack = createBackButtonHandler({
    ...navigation,
    showExitHint: () => showToast(i18n.t('startup:native.exitHint')),
    exitApp: () => void plugins.app.exitApp(),
  })
  // With a listener in place the shell no longer handles back itself (it would leave the app).
  const [refused] = await Promise.all([
    applyStatusBar(plugins.statusBar),
    plugins.app.addListener('backButton', () => onBack()),
  ])
  for (const reason of refused) console.info(`native shell: status bar setting not available here: ${reason}`)
}
