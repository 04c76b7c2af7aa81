import { randomUUID } from 'node:crypto';
import { uplinkTopic, type TFramesUpload } from '@sunfleet/contract/gateway-wire';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { encodeRegisters, type TValue } from '@sunfleet/protocols/codec';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';

/** A plant in Berlin with one gateway and one Deye hybrid behind it. */
export async function createHybridPlant(handle: DatabaseHandle, timeZone = 'Europe/Berlin') {
  const plant = await createPlant(handle, { timeZone });
  const gateway = await createGateway(handle, { plantId: plant.id });
  const device = await createDevice(handle, {
    gatewayId: gateway.id,
    plantId: plant.id,
    kind: deyeHybrid.kind,
    dictionaryId: deyeHybrid.id,
  });
  return { plant, gateway, device };
}

/** Alarm words of the Deye hybrid with fault F(n) set (bit 32 + n − 1). */
export function deyeFaultWords(...faults: number[]): number[] {
  const words = [0, 0, 0, 0, 0, 0];
  for (const fault of faults) {
    const bit = 32 + fault - 1;
    words[Math.floor(bit / 16)]! |= 1 << (bit % 16);
  }
  return words;
}

export type TTestReading = { ts: number; values: Record<string, TValue> };

/** An `up/frames` payload of Deye hybrid readings, encoded as the device's registers. */
export function hybridUpload(deviceSn: string, readings: TTestReading[]): TFramesUpload {
  return {
    msgId: randomUUID(),
    sentAt: Date.now(),
    frames: readings.map(({ ts, values }) => ({
      deviceSn,
      dictionaryId: deyeHybrid.id,
      ts,
      blocks: encodeRegisters(deyeHybrid, values),
    })),
  };
}

export const framesTopic = (gatewaySn: string) => uplinkTopic(gatewaySn, 'frames');

/** Resolves once `condition` holds, polling; rejects after the timeout with what it waited for. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
