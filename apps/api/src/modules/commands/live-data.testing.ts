import { randomUUID } from 'node:crypto';
import { LiveData } from '@sunfleet/ingest/live-data';
import type { TestApp } from '../../testing.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The live-data path (embedded broker, ingest, command dispatcher) on a test app's database,
 * wired to its channel as main.ts does, so commands go out and replies come back as in production.
 */
export async function startCommandLiveData(t: TestApp): Promise<LiveData> {
  const liveData = new LiveData(
    {
      mqtt: { kind: 'embedded', port: 0, host: '127.0.0.1' },
      clientId: `ingest-${randomUUID()}`,
      shareGroup: undefined,
      offlineAfterMs: 600_000,
      rawFrameRetentionMs: 7 * 86_400_000,
      logRetentionMs: 30 * 86_400_000,
      commandPollIntervalMs: 200,
    },
    t.database.db,
    quiet,
  );
  liveData.on('command', (notice) => t.channel.publish('command', notice));
  t.channel.on('command', () => liveData.wakeDispatcher());
  await liveData.start();
  return liveData;
}
