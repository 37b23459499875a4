// The mock's control panel (docs/mock-server.md#the-control-panel): a page of its own,
// served by the mock server at /__mock/ (and by the development server in the browser mock
// mode), built with the app's stack. No inline script or style, so it runs under the
// server's Content-Security-Policy.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  base: '/__mock/',
  plugins: [react()],
  // The manifest (dist/.vite) marks a finished build for scripts/build-if-stale.ts.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true, modulePreload: { polyfill: false } },
})
