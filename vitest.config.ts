import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run covers unit tests (`*.test.ts`), web component tests (`*.test.tsx`, in jsdom by their
// `@vitest-environment` docblock) and database tests (`*.db.test.ts`). Database tests use
// embedded PGlite unless TEST_DATABASE_URL points at a PostgreSQL server (CI runs both): then only
// the database tests run, since a unit test run again on another database proves nothing new.
// Tests of several real processes (`*.processes.test.ts`) run apart: `npm run test:processes`.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sources = ['packages/*/src/**/', 'apps/*/src/**/'];

export default defineConfig({
  // The web app's own import alias (apps/web/vite.config.ts), for its unit-tested modules.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: sources.flatMap((folder) =>
      onPostgres ? [`${folder}*.db.test.ts`] : [`${folder}*.test.ts`, `${folder}*.test.tsx`],
    ),
    exclude: ['**/node_modules/**', '**/*.interop.test.ts', '**/*.processes.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
