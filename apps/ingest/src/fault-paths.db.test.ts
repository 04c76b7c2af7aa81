import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandTopic, uplinkTopic } from '@sunfleet/contract/gateway-wire';
import type { TFrameBlock } from '@sunfleet/protocols/codec';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { communicationLogs, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import {
  connectGateway,
  createHybridPlant,
  framesTopic,
  hybridUpload,
  startEmbeddedLiveData,
  startExternalLiveData,
  until,
  type TLiveData,
} from './testing.ts';

const ts = Date.UTC(2026, 2, 10, 12, 0);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const logsOf = (gatewaySn: string, kind: string) =>
  handle.db
    .select()
    .from(communicationLogs)
    .where(and(eq(communicationLogs.gatewaySn, gatewaySn), eq(communicationLogs.kind, kind)));
const framesOf = (deviceSn: string) =>
  handle.db.select().from(rawFrames).where(eq(rawFrames.deviceSn, deviceSn));
const hasLog = (gatewaySn: string, kind: string) => async () => (await logsOf(gatewaySn, kind)).length > 0;

/** A valid upload from the gateway is stored: whatever was refused before did not stop anything. */
async function expectStillStoring(live: TLiveData, fixture: Awaited<ReturnType<typeof createHybridPlant>>) {
  const client = await connectGateway(live.url, fixture.gateway);
  const upload = hybridUpload(fixture.device.sn, [{ ts: ts + 3_600_000, values: { pv1Power: 500 } }]);
  await client.publishAsync(framesTopic(fixture.gateway.sn), JSON.stringify(upload), { qos: 1 });
  await client.endAsync();
  await until(async () => (await framesOf(fixture.device.sn)).length > 0, 'the valid upload');
}

describe('refusals at the embedded broker and in the ingest', () => {
  let live: Awaited<ReturnType<typeof startEmbeddedLiveData>>;
  beforeAll(async () => {
    live = await startEmbeddedLiveData(handle);
  });
  afterAll(async () => {
    await live.stop();
  });

  it('refuses a gateway with a wrong key and logs it', async () => {
    const fixture = await createHybridPlant(handle);
    await expect(connectGateway(live.url, { sn: fixture.gateway.sn, key: 'wrong-key' })).rejects.toThrow();
    await until(hasLog(fixture.gateway.sn, 'authRefused'), 'the refusal log');
    await expectStillStoring(live, fixture);
  });

  it("refuses a publish to another gateway's topic and a subscription to its commands", async () => {
    const intruder = await createHybridPlant(handle);
    const victim = await createHybridPlant(handle);
    const client = await connectGateway(live.url, intruder.gateway);
    // SUBACK 0x80 for the filter; mqtt.js reports it as an error, the connection stays.
    await expect(client.subscribeAsync(commandTopic(victim.gateway.sn), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    const upload = hybridUpload(victim.device.sn, [{ ts, values: { pv1Power: 1 } }]);
    // QoS 0: the broker drops the connection of a refused publisher, so no PUBACK would come.
    await client.publishAsync(framesTopic(victim.gateway.sn), JSON.stringify(upload), { qos: 0 });
    await until(hasLog(intruder.gateway.sn, 'publishRefused'), 'the publish refusal');
    expect(await logsOf(intruder.gateway.sn, 'subscribeRefused')).toHaveLength(1);
    await client.endAsync(true);
    expect(await framesOf(victim.device.sn)).toHaveLength(0);
    await expectStillStoring(live, victim);
  });

  it('refuses a malformed payload, an unknown device and a frame without any value, storing the rest', async () => {
    const fixture = await createHybridPlant(handle);
    const client = await connectGateway(live.url, fixture.gateway);
    const topic = framesTopic(fixture.gateway.sn);
    await client.publishAsync(topic, '{"msgId": "x", "frames": [', { qos: 1 });
    const good = hybridUpload(fixture.device.sn, [{ ts, values: { pv1Power: 1500 } }]);
    const [goodFrame] = good.frames;
    // Input registers: the Deye hybrid keeps all its values in holding registers.
    const foreignBlocks = goodFrame!.blocks.map((block) => ({ ...block, functionCode: 4 as const }));
    const mixed = {
      ...good,
      frames: [
        goodFrame,
        { ...goodFrame, deviceSn: 'NOT-REGISTERED-1' },
        { ...goodFrame, ts: ts + 60_000, blocks: foreignBlocks },
      ],
    };
    await client.publishAsync(topic, JSON.stringify(mixed), { qos: 1 });
    await client.publishAsync(uplinkTopic(fixture.gateway.sn, 'events'), JSON.stringify({ msgId: 'e', ts }), {
      qos: 1,
    });
    await client.endAsync();
    await until(
      async () => (await logsOf(fixture.gateway.sn, 'malformedPayload')).length === 2,
      'both malformed',
    );
    await until(hasLog(fixture.gateway.sn, 'frameRefused'), 'the refusal of the frame without values');
    const [unknown] = await logsOf(fixture.gateway.sn, 'unknownDevice');
    expect(unknown?.deviceSn).toBe('NOT-REGISTERED-1');
    const [withoutValues] = await logsOf(fixture.gateway.sn, 'frameRefused');
    expect(withoutValues?.detail).toMatch(/^unknownBlock: No block of the frame holds a whole value/);
    const stored = await framesOf(fixture.device.sn);
    expect(stored.map((frame) => frame.readAt.getTime())).toEqual([ts]);
    await expectStillStoring(live, fixture);
  });
});

/** The words of `blocks` cut into other holding-register ranges (inclusive), as another logger polls. */
function recut(blocks: TFrameBlock[], ranges: [number, number][]): TFrameBlock[] {
  const image = new Map(blocks.flatMap((block) => block.words.map((word, i) => [block.start + i, word])));
  return ranges.map(([start, end]) => ({
    functionCode: 3,
    start,
    words: Array.from({ length: end - start + 1 }, (_, i) => image.get(start + i) ?? 0),
  }));
}

describe('frames cut into other blocks than the dictionary polls', () => {
  let live: Awaited<ReturnType<typeof startEmbeddedLiveData>>;
  beforeAll(async () => {
    live = await startEmbeddedLiveData(handle);
  });
  afterAll(async () => {
    await live.stop();
  });

  it('stores every value the blocks carry and leaves out the registers they miss', async () => {
    const fixture = await createHybridPlant(handle);
    const upload = hybridUpload(fixture.device.sn, [
      { ts, values: { totalProduction: 1234.5, batterySoc: 61, timeOfUse1Soc: 40 } },
    ]);
    const [frame] = upload.frames;
    // Overlapping blocks over the first dictionary block; the time-of-use block (250–279) not polled.
    frame!.blocks = recut(frame!.blocks, [
      [0x0003, 0x003b],
      [0x0032, 0x0070],
      [0x0096, 0x00f9],
    ]);
    const client = await connectGateway(live.url, fixture.gateway);
    await client.publishAsync(framesTopic(fixture.gateway.sn), JSON.stringify(upload), { qos: 1 });
    await client.endAsync();
    await until(async () => (await framesOf(fixture.device.sn)).length > 0, 'the stored frame');
    const values = live.outcomes.flatMap((outcome) =>
      outcome.kind === 'frames' ? outcome.latest.flatMap((latest) => latest.values) : [],
    );
    expect(values).toContainEqual(expect.objectContaining({ key: 'totalProduction', value: 1234.5 }));
    expect(values).toContainEqual(expect.objectContaining({ key: 'batterySoc', value: 61 }));
    expect(values.some((value) => /^timeOfUse\d/.test(value.key))).toBe(false);
    expect(await logsOf(fixture.gateway.sn, 'frameRefused')).toEqual([]);
  });
});

describe('refusals in the ingest behind an external Mosquitto that lets anyone publish', () => {
  let live: TLiveData;
  beforeAll(async () => {
    live = await startExternalLiveData(handle, process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883');
  });
  afterAll(async () => {
    await live.stop();
  });

  it("ignores uploads for an unknown gateway SN and another gateway's device, logging both", async () => {
    const owner = await createHybridPlant(handle);
    const other = await createHybridPlant(handle);
    const client = await connectGateway(live.url, other.gateway);
    const upload = hybridUpload(owner.device.sn, [{ ts, values: { pv1Power: 1 } }]);
    await client.publishAsync(framesTopic(other.gateway.sn), JSON.stringify(upload), { qos: 1 });
    const unknownSn = `${other.gateway.sn}X`;
    await client.publishAsync(framesTopic(unknownSn), JSON.stringify(upload), { qos: 1 });
    // A gateway's event code about a device behind another gateway is refused the same way.
    const foreignCode = {
      msgId: 'foreign',
      ts,
      deviceSn: owner.device.sn,
      codes: [{ code: 'deviceCommLost', active: true }],
    };
    await client.publishAsync(uplinkTopic(other.gateway.sn, 'events'), JSON.stringify(foreignCode), {
      qos: 1,
    });
    await client.endAsync();
    await until(
      async () => (await logsOf(other.gateway.sn, 'unknownDevice')).length >= 2,
      'the foreign device refusals (frames and events)',
    );
    await until(hasLog(unknownSn, 'unknownGateway'), 'the unknown gateway refusal');
    expect(await framesOf(owner.device.sn)).toHaveLength(0);
    expect(deyeHybrid.blocks[0]?.count).toBe(110);
    await expectStillStoring(live, owner);
  });
});
