import { defineConfig } from 'vitest/config';

// Tests that start real api and ingest processes on the local PostgreSQL (TEST_DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres) and Mosquitto (MQTT_URL, or mqtt://127.0.0.1:1883).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.processes.test.ts', 'apps/*/src/**/*.processes.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
