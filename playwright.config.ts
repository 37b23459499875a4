// Browser tests (web/e2e): the built app served by the mock server on E2E_PORT, one mock
// world per test (see web/e2e/fixtures.ts), so tests run in parallel.
import { defineConfig } from '@playwright/test'

import { chromiumOptions } from './scripts/chromium.ts'

const ci = Boolean(process.env.CI)
const port = Number(process.env.E2E_PORT || 4320)
const baseURL = `http://127.0.0.1:${port}`
/** The browser mock mode (`npm run dev:msw`): the mock core runs in the page, no server. */
const browserMockPort = Number(process.env.E2E_MSW_PORT || port + 1)
const browserMockURL = `http://127.0.0.1:${browserMockPort}`

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // The machines have 2 cores; E2E_WORKERS (or --workers) overrides.
  workers: Number(process.env.E2E_WORKERS || 2),
  // Tests must pass without a retry; a retry would only hide a flake.
  retries: 0,
  // Generous limits for a busy 2-core machine; a passing test takes a few seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    baseURL,
    // A phone-sized window: the layout is designed for 375-750 px.
    viewport: { width: 375, height: 740 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumOptions(),
  },
  projects: [
    { name: 'mobile-chromium', testIgnore: /browser-mock\.spec\.ts$/ },
    { name: 'browser-mock', testMatch: /browser-mock\.spec\.ts$/, use: { baseURL: browserMockURL } },
  ],
  webServer: [
    {
      // Builds the app and the control panel unless fresh (npm test built them in its budget
      // step), then serves it from the mock server (frozen clock: every world starts at the same
      // instant). When the port is taken the server says so and exits.
      command:
        'npm run --silent e2e:server || { echo "e2e: the test server did not start on port ' +
        `${port} (see above); if the port is taken, run with E2E_PORT=<free port>." >&2; exit 1; }`,
      env: {
        MOCK_STATIC_DIR: 'web/dist',
        MOCK_PORT: String(port),
        MOCK_CLOCK: 'frozen',
      },
      url: `${baseURL}/static/logo.svg`,
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The development server in the browser mock mode, for browser-mock.spec.ts (with the
      // control panel built, which it serves at /__mock/).
      command:
        'node scripts/build-if-stale.ts --panel && npx vite --config web/vite.config.ts --mode msw ' +
        `--host 127.0.0.1 --port ${browserMockPort} --strictPort --logLevel warn`,
      url: browserMockURL,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
