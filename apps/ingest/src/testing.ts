import { randomUUID } from 'node:crypto';
import mqtt, { type IClientOptions } from 'mqtt';
import { uplinkTopic, type TFramesUpload } from '@sunfleet/contract/gateway-wire';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { encodeRegisters, type TValue } from '@sunfleet/protocols/codec';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { EmbeddedBroker } from './embedded-broker.ts';
import { Ingest, type TIngestOptions } from './ingest.ts';
import { MqttUplink } from './mqtt-uplink.ts';
import type { TUploadOutcome } from './upload-processor.ts';

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

export type TLiveData = {
  /** Where gateways connect. */
  url: string;
  ingest: Ingest;
  outcomes: TUploadOutcome[];
  stop: () => Promise<void>;
};

function startIngest(handle: DatabaseHandle, options: Omit<TIngestOptions, 'db'>) {
  const ingest = new Ingest({ db: handle.db, ...options });
  const outcomes: TUploadOutcome[] = [];
  ingest.on('processed', ({ outcome }) => outcomes.push(outcome));
  return { ingest, outcomes };
}

/**
 * The embedded broker on a free port and an ingest on its uplink, collecting outcomes. A test may
 * replace `ingest` and `broker`; `stop` stops the ones in place then.
 */
export async function startEmbeddedLiveData(
  handle: DatabaseHandle,
  options: Partial<TIngestOptions> = {},
): Promise<TLiveData & { broker: EmbeddedBroker }> {
  const broker = new EmbeddedBroker({ db: handle.db, port: 0, host: '127.0.0.1' });
  await broker.start();
  const { ingest, outcomes } = startIngest(handle, { uplink: broker.uplink, ...options });
  await ingest.start();
  const live = {
    url: broker.url,
    broker,
    ingest,
    outcomes,
    stop: async () => {
      await live.ingest.stop();
      await live.broker.stop();
    },
  };
  return live;
}

/**
 * An ingest on an external broker (the local Mosquitto). Its persistent session is cleared on
 * stop, so test runs leave no queue behind on the shared broker.
 */
export async function startExternalLiveData(
  handle: DatabaseHandle,
  url: string,
  options: Partial<Omit<TIngestOptions, 'uplink'>> = {},
): Promise<TLiveData> {
  const clientId = `ingest-${randomUUID()}`;
  const { ingest, outcomes } = startIngest(handle, { uplink: new MqttUplink({ url, clientId }), ...options });
  await ingest.start();
  return {
    url,
    ingest,
    outcomes,
    stop: async () => {
      await ingest.stop();
      const cleaner = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 });
      await cleaner.endAsync();
    },
  };
}

/** A gateway's MQTT connection, signed in with its SN and key. */
export const connectGateway = (
  url: string,
  gateway: { sn: string; key: string },
  options: IClientOptions = {},
) =>
  mqtt.connectAsync(url, {
    username: gateway.sn,
    password: gateway.key,
    clientId: gateway.sn,
    reconnectPeriod: 0,
    ...options,
  });
