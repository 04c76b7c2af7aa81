import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { setDeviceLatest } from '@sunfleet/db/plant-testing';
import { eq, sql } from '@sunfleet/db/query';
import { rawFrames } from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestDatabase } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { maintainRawFramePartitions } from './raw-frame-partitions.ts';
import { insertRawFrames } from './repository.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 28, 10, 0);
const retention = 7 * day;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Which partition holds each frame of the gateway, by read time. */
async function placement(gatewaySn: string) {
  const rows = (await handle.db.execute(sql`
    SELECT tableoid::regclass::text AS partition, read_at FROM raw_frames
    WHERE gateway_sn = ${gatewaySn} ORDER BY read_at`)) as {
    rows: { partition: string; read_at: unknown }[];
  };
  return rows.rows.map((row) => [row.partition, new Date(row.read_at as string).toISOString()]);
}

describe('raw frames partitioned by day', () => {
  it('makes the retained days’ partitions, moves frames into them, and drops a day past retention whole but for a device’s newest frame', async () => {
    const gateway = await createGateway(handle);
    const hybrid = { gatewayId: gateway.id, kind: deyeHybrid.kind, dictionaryId: deyeHybrid.id };
    const [reporting, silent] = [await createDevice(handle, hybrid), await createDevice(handle, hybrid)];
    const today = new Date(now - 60_000);
    const sixDaysAgo = new Date(now - 6 * day);
    const eightDaysAgo = new Date(now - 8 * day);
    await insertRawFrames(
      handle.db,
      [
        { deviceSn: reporting.sn, readAt: eightDaysAgo },
        { deviceSn: silent.sn, readAt: eightDaysAgo },
        { deviceSn: reporting.sn, readAt: sixDaysAgo },
        { deviceSn: reporting.sn, readAt: today },
      ].map((frame) => ({ ...frame, gatewaySn: gateway.sn, msgId: 'm', blocks: [] })),
    );
    // The silent device's latest values are read from its frame of eight days ago.
    await setDeviceLatest(handle, silent.id, {}, eightDaysAgo);

    // Eight days ago: a day's partition is made for it while it is still retained.
    const first = await maintainRawFramePartitions(handle.db, now - 2 * day, retention);
    expect(first.added).toHaveLength(7 + 1 + 2);
    expect(await placement(gateway.sn)).toEqual([
      ['raw_frames_p20261120', eightDaysAgo.toISOString()],
      ['raw_frames_p20261120', eightDaysAgo.toISOString()],
      ['raw_frames_p20261122', sixDaysAgo.toISOString()],
      ['raw_frames_p20261128', today.toISOString()],
    ]);

    // Two days on, the 20th is wholly past retention: dropped, but for the silent device's frame.
    const second = await maintainRawFramePartitions(handle.db, now, retention);
    expect(second.dropped.map((at) => new Date(at).toISOString().slice(0, 10))).toEqual([
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(second.added).toHaveLength(2);
    expect(await placement(gateway.sn)).toEqual([
      ['raw_frames_default', eightDaysAgo.toISOString()],
      ['raw_frames_p20261122', sixDaysAgo.toISOString()],
      ['raw_frames_p20261128', today.toISOString()],
    ]);
    const [kept] = await handle.db.select().from(rawFrames).where(eq(rawFrames.readAt, eightDaysAgo));
    expect(kept?.deviceSn).toBe(silent.sn);

    // Between day boundaries nothing changes; a frame older than every partition goes to the default.
    expect(await maintainRawFramePartitions(handle.db, now + 60_000, retention)).toEqual({
      added: [],
      dropped: [],
    });
    const backFill = new Date(now - 30 * day);
    await insertRawFrames(handle.db, [
      { gatewaySn: gateway.sn, deviceSn: reporting.sn, readAt: backFill, msgId: 'b', blocks: [] },
    ]);
    expect((await placement(gateway.sn))[0]).toEqual(['raw_frames_default', backFill.toISOString()]);
  });
});
