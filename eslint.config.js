// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = readdirSync(new URL('./apps', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What a host of the ingest may import from it (ADR 0006): the component, its settings and metrics, test fixtures. */
const ingestPublic = ['live-data', 'config', 'testing', 'history', 'rebuild', 'metrics'];
const ingestEntryPoints = ingestPublic.map((entry) => `./ingest/src/${entry}.ts`);

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from docs/openapi.json by openapi-typescript.
      'apps/web/src/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The root test configs belong to no workspace.
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'vitest.interop.config.ts', 'vitest.processes.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // import-x must read TypeScript to follow imports (no-cycle, zones).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A module cycle means two modules are one, or one should move to a package.
      'import-x/no-cycle': 'error',
      // Imports flow one way: packages → modules/features → app (STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages must not import apps.' },
            // One app never imports another's internals: code two apps need lives in a package.
            // The api hosts the ingest in-process through its public entry points (ADR 0006).
            ...apps.map((app) => ({
              target: `./apps/${app}`,
              from: './apps',
              except: [`./${app}`, ...(app === 'api' ? ingestEntryPoints : [])],
              message: `apps/${app} imports no other app's internals; share through packages/ (ADR 0006).`,
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code does not import features or the app.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Web features do not import each other; share through src/components or src/lib.',
            })),
            {
              target: './apps/api/src/modules',
              from: './apps/api/src/app.ts',
              message: 'Modules do not import the app; the app registers modules.',
            },
          ],
        },
      ],
    },
  },
  // The same rule for imports by package name, which the path zones above do not see.
  ...apps.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...apps.filter((other) => other !== app).map((other) => `@sunfleet/${other}/*`),
                ...(app === 'api' ? ingestPublic.map((entry) => `!@sunfleet/ingest/${entry}`) : []),
              ],
              message: `apps/${app} imports no other app's internals; share through packages/ (ADR 0006).`,
            },
          ],
        },
      ],
    },
  })),
  // STYLE.md: repositories and services are built once, in the composition root (container.ts),
  // and handed to the routes; a route file never constructs one.
  {
    files: ['apps/api/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create\\w*(Repository|Service)$/]',
          message:
            'A route file never builds a repository or service: add it to createContainer (container.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One date format (spec: YYYY-MM-DD HH:mm:ss on the plant's clock): the browser's locale
      // and zone would show "11/28/2026, 7:39:27 AM" in the reader's zone instead.
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Show times with formatInstant or formatZonedInstant (lib/format.ts).',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
