import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Vitest smooths over CommonJS/ESM interop that Node's own loader does not (aedes exports only a
 * default to ESM). The api runs under Node, so the broker is started there once.
 */
describe('the live-data modules under Node', () => {
  it('start and stop the embedded broker', async () => {
    const script = `
      import { EmbeddedBroker } from '@sunfleet/ingest/embedded-broker';
      import { Ingest } from '@sunfleet/ingest/ingest';
      import { createTestDatabase } from '@sunfleet/db/testing';
      // The broker restores persistent MQTT sessions from the database at start.
      const database = await createTestDatabase();
      const broker = new EmbeddedBroker({ db: database.db, port: 0, host: '127.0.0.1' });
      await broker.start();
      const ingest = new Ingest({ db: database.db, uplink: broker.uplink });
      await ingest.start();
      await ingest.stop();
      await broker.stop();
      await database.close();
      console.log('ok', broker.port > 0);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: new URL('.', import.meta.url) },
    );
    expect(stdout.trim()).toBe('ok true');
  });
});
