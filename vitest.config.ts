import { defineConfig } from 'vitest/config';

// One run covers unit tests (`*.test.ts`) and database tests (`*.db.test.ts`). Database tests use
// embedded PGlite unless TEST_DATABASE_URL points at a PostgreSQL server (CI runs both).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.interop.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
