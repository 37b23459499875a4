// ESLint for the TypeScript of the whole repository (`npm run lint`, a step of `npm test`):
// typescript-eslint's recommended rules, React's hook rules in the app, imports in one order,
// and the layering of docs/architecture.md as import boundaries, with no runtime import cycle
// anywhere. Prettier formats; nothing here is about layout.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The app's feature folders, one per area (and home); shared layers may not import them. */
const featureFolders = [
  'site',
  'login',
  'account',
  'activities',
  'market',
  'trade',
  'favorites',
  'news',
  'money',
  'new-shares',
  'block-trades',
  'copy-trading',
  'home',
]
/** The mock backend's areas (the same names); the core and the areas' neighbours follow rules. */
const backendAreas = featureFolders.filter((folder) => folder !== 'home')
const backend = 'mock-server/src/backend'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'mock-server/panel/dist/**',
      'openapi/generated/**',
      'web/src/routeTree.gen.ts',
      'playwright-report/**',
      'test-results/**',
      'contract-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // The package's own import aliases (#openapi/*, #mock/*, #rules/*, package.json "imports").
      'import-x/internal-regex': '^#',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'mock-server/panel/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      // Packages, then the project's aliases, then relative paths, each group alphabetical.
      // Imports for their side effects (stylesheets, set-up) keep their place: their order matters.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'sort-imports': ['error', { ignoreDeclarationSort: true, ignoreCase: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Areas add to the core's interfaces by declaration merging (`interface Collections extends ...{}`).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './rules',
              from: ['./web', './mock-server', './openapi', './scripts'],
              message: 'rules/ is the neutral module web and mock share: it imports neither.',
            },
            {
              target: './web/src',
              from: './mock-server',
              except: ['./src/msw/browser.ts'],
              message:
                'The app may import the neutral rules/ module and the generated contract types, never the mock’s ' +
                'internals (only the browser mock mode starts its adapter).',
            },
            {
              target: `./${backend}`,
              from: ['./mock-server/src/fastify', './mock-server/src/msw'],
              message: 'The mock’s core imports no transport: the Fastify and MSW adapters call it.',
            },
            {
              target: `./${backend}/core`,
              from: [
                ...backendAreas.map((area) => `./${backend}/${area}`),
                `./${backend}/engine`,
                `./${backend}/areas.ts`,
              ],
              message: 'The core names no area and no engine: areas build on it, the engine runs them.',
            },
            ...backendAreas.map((area) => ({
              target: `./${backend}/${area}`,
              from: [`./${backend}/engine`, `./${backend}/areas.ts`],
              message: 'An area builds on the core; the engine runs the areas, not the other way round.',
            })),
            {
              target: './web/src/components',
              from: [...featureFolders.map((folder) => `./web/src/${folder}`), './web/src/routes'],
              message: 'Shared components import no feature folder.',
            },
            {
              // The frame shows the site's own settings (logo, title, support link): the site
              // area is the one feature the shared layers may read.
              target: ['./web/src/api', './web/src/frame', './web/src/lib', './web/src/i18n'],
              from: [
                ...featureFolders.filter((folder) => folder !== 'site').map((folder) => `./web/src/${folder}`),
                './web/src/routes',
              ],
              message: 'Shared layers of the app import no feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests drive a layer through the ones above it (an area through the engine, a screen
    // through the mock core in the page); the boundaries are the production code's.
    files: ['**/*.test.{ts,tsx}', '**/test-support.ts', 'web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The one plain-JavaScript script: it runs on the machine's own Node before installing.
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/panel/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)
