/** A plant of the benchmarks' reference fleet: a gateway with five Deye hybrids behind it. */
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { devicesPerGateway } from './ingest-fleet.ts';

export async function createReferencePlant(handle: DatabaseHandle) {
  const plant = await createPlant(handle, { timeZone: 'Europe/Berlin' });
  const gateway = await createGateway(handle, { plantId: plant.id });
  const devices = [];
  for (let index = 0; index < devicesPerGateway; index += 1)
    devices.push(
      await createDevice(handle, {
        gatewayId: gateway.id,
        plantId: plant.id,
        kind: deyeHybrid.kind,
        dictionaryId: deyeHybrid.id,
      }),
    );
  return { plant, gateway, devices };
}
