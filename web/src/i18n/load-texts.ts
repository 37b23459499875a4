// Route loaders (the account and activities screens): a screen waits for its translation
// namespaces, so it never shows keys or suspends on first render. Once loaded they follow
// every later language change (i18next reloads the namespaces it has).
import { i18n } from './index.ts'
import type { namespaces } from './languages.ts'

export function loadTexts(...needed: Array<(typeof namespaces)[number]>): () => Promise<void> {
  return async () => {
    await i18n.loadNamespaces(needed)
  }
}
