import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createEvent } from '@sunfleet/db/plant-testing';
import { inArray } from '@sunfleet/db/query';
import { devices, events, plants } from '@sunfleet/db/telemetry-schema';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createTestDatabase } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { refreshPlantStatuses } from '@sunfleet/db/statuses';
import { closeEvents, refreshDeviceStatuses } from './status-repository.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function plantWithDevices(count: number) {
  const plant = await createPlant(handle);
  const gateway = await createGateway(handle, { plantId: plant.id });
  const created = [];
  for (let index = 0; index < count; index += 1)
    created.push(
      await createDevice(handle, {
        gatewayId: gateway.id,
        plantId: plant.id,
        kind: deyeHybrid.kind,
        dictionaryId: deyeHybrid.id,
      }),
    );
  return { plant, devices: created };
}

describe('device and plant statuses', () => {
  it('derives the statuses of many devices and plants at once, each from its own devices', async () => {
    const faulty = await plantWithDevices(2);
    const healthy = await plantWithDevices(2);
    const empty = await createPlant(handle, { status: 'normal' });
    const [broken] = faulty.devices;
    await createEvent(handle, { sourceSn: broken!.sn, deviceId: broken!.id, level: 'fault' });
    const reported = [...faulty.devices, ...healthy.devices].map((device) => device.id);

    const changedPlants = await refreshDeviceStatuses(handle.db, reported, { justReported: true });
    expect(changedPlants.sort()).toEqual([faulty.plant.id, healthy.plant.id].sort());
    await refreshPlantStatuses(handle.db, [...changedPlants, empty.id]);

    const deviceRows = await handle.db.select().from(devices).where(inArray(devices.id, reported));
    expect(Object.fromEntries(deviceRows.map((row) => [row.id, row.status]))).toEqual({
      [broken!.id]: 'fault',
      [faulty.devices[1]!.id]: 'normal',
      [healthy.devices[0]!.id]: 'normal',
      [healthy.devices[1]!.id]: 'normal',
    });
    const plantRows = await handle.db
      .select()
      .from(plants)
      .where(inArray(plants.id, [faulty.plant.id, healthy.plant.id, empty.id]));
    expect(Object.fromEntries(plantRows.map((row) => [row.id, row.status]))).toEqual({
      [faulty.plant.id]: 'fault',
      [healthy.plant.id]: 'normal',
      // A plant without devices has nothing that reports.
      [empty.id]: 'offline',
    });
    // Nothing changed since: no plant to refresh.
    expect(await refreshDeviceStatuses(handle.db, reported, { justReported: true })).toEqual([]);
  });

  it('closes the open events of many sources at once, each at its own time and with its duration', async () => {
    const opened = new Date(Date.UTC(2026, 0, 1, 12));
    const later = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
    const [first, second, untouched] = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        createEvent(handle, { sourceSn: `SRC-${name}-${Date.now()}`, code: 'offline', openedAt: opened }),
      ),
    );

    await closeEvents(handle.db, [
      { sourceSn: first!.sourceSn, code: 'offline', at: later(5) },
      { sourceSn: second!.sourceSn, code: 'offline', at: later(90) },
      // Another code of the third source: its open event stays open.
      { sourceSn: untouched!.sourceSn, code: 'F64', at: later(5) },
    ]);

    const rows = await handle.db
      .select()
      .from(events)
      .where(inArray(events.id, [first!.id, second!.id, untouched!.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first!.id)).toMatchObject({ closedAt: later(5), durationSeconds: 300 });
    expect(byId.get(second!.id)).toMatchObject({ closedAt: later(90), durationSeconds: 5_400 });
    expect(byId.get(untouched!.id)).toMatchObject({ closedAt: null, durationSeconds: null });
  });
});
