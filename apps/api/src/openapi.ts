import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { disconnectedDatabase } from '@sunfleet/db/connect';
import { buildApp } from './app.ts';
import { loadConfig, repoRoot } from './config.ts';

/** Where the committed OpenAPI document lives. */
export const openApiFile = join(repoRoot, 'docs', 'openapi.json');

/**
 * The OpenAPI document as committed: built from the route schemas of an app that never listens,
 * with a configuration that does not depend on the environment.
 */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
      WEB_DIST: join(dataDir, 'no-web'),
    });
    const app = await buildApp(config, { db: disconnectedDatabase() }, { logger: false });
    await app.ready();
    const document = JSON.stringify(app.swagger(), null, 2);
    await app.close();
    return `${document}\n`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
