// The app's local-storage keys (docs/product.md#what-the-app-keeps-on-the-device). One place reads and writes them.
export const storageKeys = {
  token: 'tokend',
  account: 'account',
  stockDetail: 'stockDetail',
  /** The chosen UI language; kept when a session ends so the app does not change language. */
  language: 'lang',
} as const

export interface Session {
  token: string
  account: string
}

export interface SessionStore {
  read(): Session | undefined
  save(session: Session): void
  /** 'exit': forget the token and the account. */
  clearSession(): void
  /** HTTP 401: clear local storage (all but the language choice). */
  clearAll(): void
}

export function localSessionStore(storage: Storage = globalThis.localStorage): SessionStore {
  return {
    read() {
      const token = storage.getItem(storageKeys.token)
      const account = storage.getItem(storageKeys.account)
      return token && account ? { token, account } : undefined
    },
    save({ token, account }) {
      storage.setItem(storageKeys.token, token)
      storage.setItem(storageKeys.account, account)
    },
    clearSession() {
      storage.removeItem(storageKeys.token)
      storage.removeItem(storageKeys.account)
    },
    clearAll() {
      const language = storage.getItem(storageKeys.language)
      storage.clear()
      if (language !== null) storage.setItem(storageKeys.language, language)
    },
  }
}
