import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { setDeviceLatest } from '@sunfleet/db/plant-testing';
import { eq, rowsOf, sql } from '@sunfleet/db/query';
import { rawFrames } from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestDatabase } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { insertRawFrames, jsonRecordsWithDocuments, pruneOlderThan } from './repository.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('raw frame retention', () => {
  it("deletes frames past retention but a device's newest one, which its latest values are read from", async () => {
    const gateway = await createGateway(handle);
    const hybrid = { gatewayId: gateway.id, kind: deyeHybrid.kind, dictionaryId: deyeHybrid.id };
    const reporting = await createDevice(handle, hybrid);
    const silent = await createDevice(handle, hybrid);
    const readings = [1, 2, 3].map((minute) => new Date(Date.UTC(2026, 0, 1, 12, minute)));
    await insertRawFrames(
      handle.db,
      [reporting, silent].flatMap((device) =>
        readings.map((readAt) => ({
          gatewaySn: gateway.sn,
          msgId: 'm',
          deviceSn: device.sn,
          readAt,
          blocks: [],
        })),
      ),
    );
    await setDeviceLatest(handle, reporting.id, {}, readings[2]);

    await pruneOlderThan(handle.db, new Date(Date.now() + 60_000), new Date(0));

    const left = await handle.db.select().from(rawFrames).where(eq(rawFrames.gatewaySn, gateway.sn));
    expect(left.map((frame) => [frame.deviceSn, frame.readAt.getTime()])).toEqual([
      [reporting.sn, readings[2]?.getTime()],
    ]);
  });
});

describe('rows with documents', () => {
  it('hands each row its own document, whatever characters the documents hold', async () => {
    const documents = [{ 'key "quoted"': 'a\u001eb', list: [1.5, -2] }, ['\\', '\n'], { empty: {} }];
    const result = await handle.db.execute(sql`
      SELECT n, document::json AS document
      FROM ${jsonRecordsWithDocuments(
        documents.map((_, n) => ({ n })),
        sql`n integer`,
        documents,
      )} AS row (n, document)`);
    expect(rowsOf(result)).toEqual(documents.map((document, n) => ({ n, document })));
  });
});
