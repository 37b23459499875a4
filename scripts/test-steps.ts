// The steps of `npm test`, in order: each is a script of package.json, so that a step and its
// command alone (`npm run <script>`) are one command written in one place.
export interface Step {
  name: string
  /** The package script the step runs. */
  script: string
}

export const testSteps: readonly Step[] = [
  { name: 'OpenAPI lint', script: 'lint:api' },
  { name: 'Lint (ESLint)', script: 'lint:eslint' },
  { name: 'Format (Prettier)', script: 'lint:format' },
  { name: 'Line width', script: 'lint:width' },
  { name: 'Generated files are fresh', script: 'gen:check' },
  { name: 'Typecheck', script: 'typecheck' },
  { name: 'Unit tests', script: 'test:unit' },
  { name: 'Contract tests', script: 'test:contract' },
  { name: 'Reliability tests', script: 'test:reliability' },
  { name: 'Browser setup', script: 'test:browser' },
  // Builds web/dist once; the Playwright server reuses it (scripts/build-if-stale.ts).
  { name: 'Bundle budget', script: 'test:budget' },
  { name: 'Browser tests (Playwright)', script: 'test:e2e' },
]
