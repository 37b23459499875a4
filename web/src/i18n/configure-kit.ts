let kitConfigured: Promise<void> | undefined

/**
 * Gives antd-mobile the app's locale as its default configuration (its public
 * `setDefaultConfig`), once: a root `<ConfigProvider>` would bring antd-mobile into the entry.
 * The locale reads the chosen language's texts when a component renders, so a later language
 * change needs no second call.
 */
export function configureKit(): Promise<void> {
  kitConfigured ??= Promise.all([
    import('antd-mobile/es/components/config-provider'),
    import('./kit-default-locale.ts'),
  ]).then(
    ([{ setDefaultConfig }, { default: locale }]) => setDefaultConfig({ locale }),
    (error: unknown) => {
      // A failed load (the network) is tried again by the next screen that asks.
      kitConfigured = undefined
      throw error
    },
  )
  return kitConfigured
}
