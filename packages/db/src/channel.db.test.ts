import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel, type TLatestNotice } from './channel.ts';
import type { DatabaseHandle } from './connect.ts';
import { createTestDatabase } from './testing.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Collects `latest` notices until `count` have arrived. */
function received(channel: Channel, count: number): Promise<TLatestNotice[]> {
  const notices: TLatestNotice[] = [];
  return new Promise((resolve) => {
    channel.on('latest', (notice) => {
      notices.push(notice);
      if (notices.length === count) resolve(notices);
    });
  });
}

describe('cross-process channel', () => {
  it('delivers a notice to every listener, the publisher included', async () => {
    const publisher = new Channel(handle);
    const other = new Channel(handle);
    await publisher.start();
    await other.start();
    const atPublisher = received(publisher, 1);
    const atOther = received(other, 1);
    publisher.publish('latest', { deviceId: 'd-1', readAt: 1_700_000_000_000 });
    expect(await atOther).toEqual([{ deviceId: 'd-1', readAt: 1_700_000_000_000 }]);
    expect(await atPublisher).toEqual([{ deviceId: 'd-1', readAt: 1_700_000_000_000 }]);
    await publisher.stop();
    await other.stop();
  });

  it('splits a large batch into payloads NOTIFY accepts, losing none', async () => {
    const channel = new Channel(handle);
    await channel.start();
    const notices = Array.from({ length: 1_000 }, (_, index) => ({
      deviceId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      readAt: 1_700_000_000_000 + index,
    }));
    const all = received(channel, notices.length);
    for (const notice of notices) channel.publish('latest', notice);
    expect(await all).toEqual(notices);
    await channel.stop();
  });

  it('reports a payload it cannot read instead of throwing', async () => {
    const channel = new Channel(handle);
    await channel.start();
    const malformed = once(channel, 'malformed');
    await handle.notify('sunfleet', '{"event":"unknown","items":[]}');
    expect(await malformed).toEqual(['{"event":"unknown","items":[]}']);
    await channel.stop();
  });

  it('stops delivering once stopped', async () => {
    const channel = new Channel(handle);
    await channel.start();
    await channel.stop();
    let count = 0;
    channel.on('latest', () => (count += 1));
    const witness = new Channel(handle);
    await witness.start();
    const seen = received(witness, 1);
    witness.publish('latest', { deviceId: 'd-2', readAt: 1 });
    await seen;
    expect(count).toBe(0);
    await witness.stop();
  });
});
