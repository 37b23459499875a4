// Unit tests (node: mock server, scripts, contract helpers; web: the app in jsdom) and the
// contract suite, which `npm test` runs as its own step.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // The backend's module set-up (contract validators, seeded worlds) is costly and has no
          // state a test could leak; sharing it across files roughly halves the run.
          isolate: false,
          include: [
            'mock-server/**/*.test.ts',
            'rules/**/*.test.ts',
            'scripts/**/*.test.ts',
            'openapi/**/*.test.ts',
            'web/*.test.ts',
          ],
          exclude: ['openapi/contract/**', 'mock-server/src/reliability/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // One jsdom per worker instead of per file (52 s -> 13 s). Tests reset what they
          // change (local storage after each test, the language they switch to).
          isolate: false,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Processes killed mid-write, fuzzing from the contract: slower, their own step.
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['mock-server/src/reliability/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['openapi/contract/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
