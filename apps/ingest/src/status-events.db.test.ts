import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uplinkTopic } from '@sunfleet/contract/gateway-wire';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { devices, events, gateways, plants } from '@sunfleet/db/telemetry-schema';
import { createDevice } from '@sunfleet/db/telemetry-testing';
import { createTestDatabase } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { claimDueCommands, enqueueCommands } from '@sunfleet/commands/queue';
import { OfflineSweep } from './offline-sweep.ts';
import { setDeviceUpdating } from './status-repository.ts';
import {
  createHybridPlant,
  deyeFaultWords,
  framesTopic,
  hybridUpload,
  type TTestReading,
} from './testing.ts';
import { createUploadProcessor } from './upload-processor.ts';

const t0 = Date.UTC(2026, 5, 1, 8, 0);
const minutes = (n: number) => t0 + n * 60_000;

let handle: DatabaseHandle;
let clock = t0;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('device and plant status, events and the offline sweep', () => {
  it('opens an event for a fault word, closes it with its duration, and sweeps silent devices offline', async () => {
    const { db } = handle;
    const { plant, gateway, device: first } = await createHybridPlant(handle);
    const second = await createDevice(handle, {
      gatewayId: gateway.id,
      plantId: plant.id,
      kind: deyeHybrid.kind,
      dictionaryId: deyeHybrid.id,
    });
    const processor = createUploadProcessor({ db, now: () => clock });
    const report = async (deviceSn: string, reading: TTestReading) => {
      clock = reading.ts;
      const upload = hybridUpload(deviceSn, [reading]);
      return processor.process(framesTopic(gateway.sn), Buffer.from(JSON.stringify(upload)));
    };
    const statusOf = async () => ({
      first: (await db.select().from(devices).where(eq(devices.id, first.id)))[0]?.status,
      second: (await db.select().from(devices).where(eq(devices.id, second.id)))[0]?.status,
      plant: (await db.select().from(plants).where(eq(plants.id, plant.id)))[0]?.status,
    });
    const eventsOf = (sn: string) => db.select().from(events).where(eq(events.sourceSn, sn));

    await report(first.sn, { ts: minutes(0), values: { alarms: deyeFaultWords() } });
    await report(second.sn, { ts: minutes(0), values: { alarms: deyeFaultWords() } });
    expect(await statusOf()).toEqual({ first: 'normal', second: 'normal', plant: 'normal' });

    await report(first.sn, { ts: minutes(5), values: { alarms: deyeFaultWords(64) } });
    const [opened] = await eventsOf(first.sn);
    expect(opened).toMatchObject({ code: 'F64', level: 'fault', closedAt: null, plantId: plant.id });
    expect(opened?.name.en).toBe('F64 Heat sink high temperature');
    expect(await statusOf()).toEqual({ first: 'fault', second: 'normal', plant: 'fault' });

    await report(first.sn, { ts: minutes(15), values: { alarms: deyeFaultWords() } });
    const [closed] = await eventsOf(first.sn);
    expect(closed?.closedAt?.getTime()).toBe(minutes(15));
    expect(closed?.durationSeconds).toBe(600);
    expect(await statusOf()).toEqual({ first: 'normal', second: 'normal', plant: 'normal' });

    // A gateway's own code about a device: a warning until the gateway clears it.
    const codes = (active: boolean, ts: number) => {
      // The server's clock reads the upload's time (the ingest refuses uploads dated ahead of it).
      clock = ts;
      return Buffer.from(
        JSON.stringify({
          msgId: `c${ts}`,
          ts,
          deviceSn: second.sn,
          codes: [{ code: 'deviceCommLost', active }],
        }),
      );
    };
    await processor.process(uplinkTopic(gateway.sn, 'events'), codes(true, minutes(20)));
    expect(await statusOf()).toEqual({ first: 'normal', second: 'warning', plant: 'warning' });
    await processor.process(uplinkTopic(gateway.sn, 'events'), codes(false, minutes(22)));
    expect((await eventsOf(second.sn))[0]?.durationSeconds).toBe(120);

    await report(second.sn, { ts: minutes(30), values: {} });
    const sweepAt = (now: number) =>
      new OfflineSweep({
        db,
        offlineAfterMs: 15 * 60_000,
        rawFrameRetentionMs: 7 * 86_400_000,
        logRetentionMs: 30 * 86_400_000,
        now: () => now,
      }).sweep();
    // The first device went quiet at minute 15; the plant stays online while the second reports.
    await sweepAt(minutes(35));
    expect(await statusOf()).toEqual({ first: 'offline', second: 'normal', plant: 'normal' });
    await sweepAt(minutes(60));
    expect(await statusOf()).toEqual({ first: 'offline', second: 'offline', plant: 'offline' });
    const [offline] = await db
      .select()
      .from(events)
      .where(and(eq(events.sourceSn, first.sn), eq(events.code, 'offline')));
    expect(offline).toMatchObject({ level: 'offline', closedAt: null });
    expect(offline?.openedAt.getTime()).toBe(minutes(15));
    expect((await db.select().from(gateways).where(eq(gateways.id, gateway.id)))[0]?.status).toBe('offline');

    await report(first.sn, { ts: minutes(75), values: {} });
    const [reopened] = await db
      .select()
      .from(events)
      .where(and(eq(events.sourceSn, first.sn), eq(events.code, 'offline')));
    expect(reopened?.durationSeconds).toBe(3600);
    expect(await statusOf()).toEqual({ first: 'normal', second: 'offline', plant: 'normal' });
    expect((await db.select().from(gateways).where(eq(gateways.id, gateway.id)))[0]?.status).toBe('normal');

    expect(await setDeviceUpdating(db, first.sn, true)).toBe(true);
    expect(await statusOf()).toEqual({ first: 'updating', second: 'offline', plant: 'updating' });
    await setDeviceUpdating(db, first.sn, false);
    expect(await statusOf()).toEqual({ first: 'normal', second: 'offline', plant: 'normal' });
  });

  it('takes a command reply from a gateway recorded offline as proof it is back online', async () => {
    const { db } = handle;
    const { gateway } = await createHybridPlant(handle);
    const processor = createUploadProcessor({ db, now: () => clock });
    clock = minutes(100);
    const status = (online: boolean) =>
      processor.process(
        uplinkTopic(gateway.sn, 'status'),
        Buffer.from(JSON.stringify({ msgId: randomUUID(), ts: clock, online })),
      );
    await status(true);
    const [outcome] = await enqueueCommands(db, [{ gatewaySn: gateway.sn, kind: 'restart' }]);
    const command = outcome?.kind === 'queued' ? outcome.command : undefined;
    await claimDueCommands(db, { now: new Date(Date.now() + 1_000) });
    // The restart's last will; the "online" after it never arrived, only the result did.
    await status(false);
    clock = minutes(101);
    await processor.process(
      uplinkTopic(gateway.sn, 'reply'),
      Buffer.from(
        JSON.stringify({ msgId: randomUUID(), ts: clock, cmdId: command?.id, status: 'succeeded' }),
      ),
    );
    expect((await db.select().from(gateways).where(eq(gateways.id, gateway.id)))[0]?.status).toBe('normal');
    const [offline] = await db
      .select()
      .from(events)
      .where(and(eq(events.sourceSn, gateway.sn), eq(events.code, 'offline')));
    expect(offline?.closedAt?.getTime()).toBe(minutes(101));
  });
});
