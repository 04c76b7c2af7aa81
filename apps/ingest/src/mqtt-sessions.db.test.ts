import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandTopic } from '@sunfleet/contract/gateway-wire';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createTestDatabase } from '@sunfleet/db/testing';
import { EmbeddedBroker } from './embedded-broker.ts';
import { connectGateway, createHybridPlant, until } from './testing.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('the embedded broker’s persistent sessions', () => {
  it('keep a gateway’s subscription and queued QoS 1 commands across a restart of the broker', async () => {
    const { gateway } = await createHybridPlant(handle);
    const { gateway: cleanGateway } = await createHybridPlant(handle);
    const first = new EmbeddedBroker({ db: handle.db, port: 0, host: '127.0.0.1' });
    await first.start();
    const { port } = first;

    // The gateway subscribes once with a persistent session, then goes away.
    const away = await connectGateway(first.url, gateway, { clean: false });
    await away.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
    await away.endAsync();
    // Another subscribes with a clean session: nothing of it is kept.
    const clean = await connectGateway(first.url, cleanGateway, { clean: true });
    await clean.subscribeAsync(commandTopic(cleanGateway.sn), { qos: 1 });
    await clean.endAsync();
    await first.publish(commandTopic(gateway.sn), 'queued while away');
    await first.stop();

    const sessions = rowsOf<{ client_id: string }>(
      await handle.db.execute(sql`SELECT client_id FROM mqtt_sessions ORDER BY client_id`),
    );
    expect(sessions.map((row) => row.client_id)).toEqual([gateway.sn]);

    const second = new EmbeddedBroker({ db: handle.db, port, host: '127.0.0.1' });
    await second.start();
    try {
      await second.publish(commandTopic(gateway.sn), 'published after the restart');
      // Back with its session, without subscribing again.
      const back = await connectGateway(second.url, gateway, { clean: false });
      const received: string[] = [];
      back.on('message', (_topic, payload) => received.push(payload.toString()));
      await until(() => received.length === 2, 'both commands');
      expect(received).toEqual(['queued while away', 'published after the restart']);
      await back.endAsync();
    } finally {
      await second.stop();
    }
    // Acknowledged: nothing is left to deliver.
    const left = rowsOf<{ count: number }>(
      await handle.db.execute(sql`SELECT count(*)::int AS count FROM mqtt_outgoing`),
    );
    expect(left[0]?.count).toBe(0);
  });
});
