// The web app's build. `npm start` runs it in development with the API proxied to the
// mock server (or to a real upstream, see README); `npm run dev:msw` runs the mock in the
// browser instead.
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import routerConfig from './tsr.config.json' with { type: 'json' }

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiTarget = env.API_TARGET || `http://127.0.0.1:${env.MOCK_PORT || 4310}`
  const proxy = { target: apiTarget, changeOrigin: true, secure: true }
  return {
    root: import.meta.dirname,
    plugins: [
      // Must come before react(): it rewrites route files into lazy chunks.
      tanstackRouter({ ...(routerConfig as { target: 'react' }), autoCodeSplitting: true }),
      react(),
      msw({ mode: 'worker-only' }),
    ],
    server: {
      port: Number(env.WEB_PORT || 5173),
      strictPort: true,
      proxy: { '/api/vue': proxy, '/static': proxy, '/__mock': proxy, '/storage': proxy },
    },
    preview: { port: Number(env.WEB_PORT || 4173), strictPort: true },
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 600 },
  }
})
