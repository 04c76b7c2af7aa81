import { defineConfig } from 'vitest/config';

// Tests that read the shared register maps and weather files beside the repository
// (../shared/data). A user's fresh clone has no such folder, so `npm test` leaves them out.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.interop.test.ts', 'apps/*/src/**/*.interop.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
