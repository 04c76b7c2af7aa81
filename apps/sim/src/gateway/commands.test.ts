import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCommandReply, TGatewayCommand, TGatewayStatus } from '@sunfleet/contract/gateway-wire';
import { bytesToHex, hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame } from '@sunfleet/modbus/frame';
import type { TFrame } from '@sunfleet/modbus/messages';
import type { SimFleet } from '../fleet/sim-fleet.ts';
import { decodedValues, framesOf, numberOf } from '../testing/decode.ts';
import { CloudObserver, startTestBroker, type TestBroker } from '../testing/test-broker.ts';
import { serveImage } from '../testing/image-server.ts';
import { fleetKeys, testFleet, testSimFleet } from '../testing/test-fleet.ts';

const fleet = testFleet(randomUUID());
const [hybrid, threePhase, stringPlant, micro] = fleet.plants.map((plant) => plant.gateway);
const snOf = (gateway: typeof hybrid, device = 0) => gateway?.devices[device]?.sn ?? '';
let broker: TestBroker;
let cloud: CloudObserver;
let sim: SimFleet;
let image: Awaited<ReturnType<typeof serveImage>>;
const imageBytes = Buffer.from(Array.from({ length: 40_000 }, (_, index) => (index * 7) % 256));
/** The fields of an upgrade command for the served image. */
const served = () => ({ url: image.url, size: imageBytes.length, sha256: image.sha256 });

beforeAll(async () => {
  image = await serveImage(imageBytes);
  broker = await startTestBroker(fleetKeys(fleet));
  cloud = await CloudObserver.connect(broker.url);
  // 60× with a reading a simulated minute: one upload a wall second, a restart takes half a second.
  sim = testSimFleet(fleet, broker.url);
  void sim.run();
  await cloud.waitFor(micro?.sn ?? '', 'frames');
});

afterAll(async () => {
  await image.close();
  await sim.stop();
  await cloud.close();
  await broker.stop();
});

type CommandBody = TGatewayCommand extends infer T
  ? T extends TGatewayCommand
    ? Omit<T, 'cmdId' | 'issuedAt'>
    : never
  : never;

/** Sends a command and returns its id; replies arrive on `up/reply`. */
async function send(gatewaySn: string, body: CommandBody): Promise<string> {
  const cmdId = randomUUID();
  await cloud.send(gatewaySn, { ...body, cmdId, issuedAt: Date.now() });
  return cmdId;
}

const finalStatuses = new Set(['succeeded', 'failed', 'rejected', 'cancelled']);

async function outcome(gatewaySn: string, cmdId: string, wallMs = 10_000): Promise<TCommandReply> {
  return cloud.waitFor<TCommandReply>(
    gatewaySn,
    'reply',
    (r) => r.cmdId === cmdId && finalStatuses.has(r.status),
    wallMs,
  );
}

const repliesTo = (gatewaySn: string, cmdId: string) =>
  (cloud.of(gatewaySn, 'reply') as unknown as TCommandReply[]).filter((reply) => reply.cmdId === cmdId);

/** The decoded values of a device's next frame read after now. */
async function nextReading(gatewaySn: string, deviceSn: string) {
  const after = sim.time.now();
  await cloud.waitFor(gatewaySn, 'frames', () =>
    framesOf(cloud.of(gatewaySn, 'frames'), deviceSn).some((f) => f.ts > after),
  );
  return decodedValues(framesOf(cloud.of(gatewaySn, 'frames'), deviceSn).find((f) => f.ts > after)!);
}

describe('a simulated gateway obeys commands', () => {
  it('restarts: drops off the broker, comes back with uptime reset and confirms', async () => {
    const sn = threePhase?.sn ?? '';
    await cloud.waitFor<TGatewayStatus>(sn, 'status', (s) => s.online);
    const cmdId = await send(sn, { type: 'restart' });
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded' });
    expect(repliesTo(sn, cmdId).map((r) => r.status)).toEqual(['accepted', 'succeeded']);
    const statuses = cloud.of(sn, 'status') as unknown as TGatewayStatus[];
    // The broker published the last will when the link died, then the gateway came back.
    expect(statuses.some((s) => !s.online)).toBe(true);
    const back = statuses.at(-1);
    expect(back).toMatchObject({ online: true });
    expect(back?.uptimeSeconds).toBeLessThan(30);
    expect(cloud.of(sn, 'events').some((e) => JSON.stringify(e).includes('rebooted'))).toBe(true);
  });

  it('writes the active power limit register, reads it back, and the inverter obeys', async () => {
    const sn = stringPlant?.sn ?? '';
    const deviceSn = snOf(stringPlant);
    const before = await nextReading(sn, deviceSn);
    expect(numberOf(before, 'inverterPower')).toBeGreaterThan(10_000);
    const write = await send(sn, { type: 'writeRegisters', deviceSn, start: 768, words: [20] });
    expect(await outcome(sn, write)).toMatchObject({ status: 'succeeded' });
    const read = await send(sn, { type: 'readRegisters', deviceSn, functionCode: 3, start: 768, count: 2 });
    expect(await outcome(sn, read)).toMatchObject({
      status: 'succeeded',
      registers: { functionCode: 3, start: 768, words: [20, 1] },
    });
    const limited = await nextReading(sn, deviceSn);
    // 20 % of a 30 kWp plant's 27.3 kW inverter.
    expect(numberOf(limited, 'inverterPower')).toBeLessThanOrEqual(5_460);
    const readOnly = await send(sn, { type: 'writeRegisters', deviceSn, start: 12, words: [0] });
    expect(await outcome(sn, readOnly)).toMatchObject({
      status: 'failed',
      error: 'Register 12 is not writable',
    });
    const measured = await send(sn, {
      type: 'readRegisters',
      deviceSn,
      functionCode: 3,
      start: 14,
      count: 1,
    });
    expect((await outcome(sn, measured)).registers?.words[0]).toBeGreaterThan(4_900);
  });

  it('answers raw Modbus debug frames from the device image, exceptions included', async () => {
    const sn = threePhase?.sn ?? '';
    const deviceSn = snOf(threePhase);
    const debug = async (framing: 'rtu' | 'tcp', request: TFrame['message'] | string) => {
      const frame =
        typeof request === 'string'
          ? request
          : bytesToHex(encodeFrame({ framing, unitId: 1, transactionId: 5, message: request }), '');
      return outcome(sn, await send(sn, { type: 'modbusDebug', deviceSn, framing, frame }));
    };
    const limit = await debug('tcp', { kind: 'readRequest', functionCode: 3, start: 340, count: 1 });
    expect(limit.status).toBe('succeeded');
    expect(decodeFrame(hexToBytes(limit.frame ?? ''), 'tcp', 'reply')).toEqual({
      framing: 'tcp',
      transactionId: 5,
      unitId: 1,
      message: { kind: 'readReply', functionCode: 3, values: [100] },
    });
    const unmapped = await debug('rtu', { kind: 'readRequest', functionCode: 4, start: 0x7000, count: 1 });
    expect(decodeFrame(hexToBytes(unmapped.frame ?? ''), 'rtu', 'reply').message).toEqual({
      kind: 'exception',
      functionCode: 4,
      exceptionCode: 2,
    });
    expect(await debug('rtu', '01030154000185E2')).toMatchObject({
      status: 'failed',
      error: `${deviceSn} did not answer: Bad CRC: the frame carries E285, its bytes give 26C4`,
    });
  });

  it('powers an inverter off (zero output) and on again', async () => {
    const sn = micro?.sn ?? '';
    const deviceSn = snOf(micro);
    const off = await send(sn, { type: 'setPower', deviceSn, on: false });
    expect(await outcome(sn, off)).toMatchObject({ status: 'succeeded' });
    const dark = await nextReading(sn, deviceSn);
    expect(dark).toMatchObject({ inverterPower: 0, runningStatus: 3 });
    const on = await send(sn, { type: 'setPower', deviceSn, on: true });
    expect(await outcome(sn, on)).toMatchObject({ status: 'succeeded' });
    expect(numberOf(await nextReading(sn, deviceSn), 'inverterPower')).toBeGreaterThan(100);
    const meter = await send(hybrid?.sn ?? '', { type: 'setPower', deviceSn: snOf(hybrid, 2), on: false });
    expect(await outcome(hybrid?.sn ?? '', meter)).toMatchObject({ status: 'rejected' });
  });

  it('upgrades device firmware with progress to success, and the new version is reported', async () => {
    const sn = micro?.sn ?? '';
    const deviceSn = snOf(micro);
    const cmdId = await send(sn, {
      type: 'upgradeFirmware',
      deviceSn,
      version: 'V2_1_0',
      ...served(),
    });
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded', progress: 100 });
    const stages = repliesTo(sn, cmdId).map((r) => (r.stage ? `${r.stage} ${r.progress}` : r.status));
    expect(stages[0]).toBe('accepted');
    expect(stages).toContain('downloading 100');
    expect(stages).toContain('sending 50');
    expect(stages.at(-2)).toBe('upgrading 100');
    expect(await nextReading(sn, deviceSn)).toMatchObject({ firmwareVersion: '2.1.0.0' });
  });

  it('passes a battery image on to the BMS behind it, which comes back on the new version (ADR 0055)', async () => {
    const sn = hybrid?.sn ?? '';
    const batterySn = snOf(hybrid, 1);
    const cmdId = await send(sn, {
      type: 'upgradeFirmware',
      deviceSn: batterySn,
      version: 'V1_3_0',
      ...served(),
    });
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded', progress: 100 });
    // Downloaded by the gateway, then sent over the bus: the BMS flashes it, not the gateway.
    expect(repliesTo(sn, cmdId).some((reply) => reply.stage === 'sending')).toBe(true);
    const status = await cloud.waitFor<TGatewayStatus>(sn, 'status', (each) =>
      (each.devices ?? []).some((device) => device.deviceSn === batterySn && device.firmware === 'V1_3_0'),
    );
    expect(status.firmware).not.toBe('V1_3_0');
    expect(await nextReading(sn, batterySn)).toMatchObject({ firmwareVersion: '1.3.0.0' });
  });

  it('fails a gateway upgrade part-way and keeps the old firmware', async () => {
    const gateway = sim.gateway(hybrid?.sn ?? '');
    gateway.options.upgradeFailureRate = 1;
    const cmdId = await send(gateway.sn, {
      type: 'upgradeFirmware',
      version: 'V9_9_9',
      ...served(),
    });
    expect(await outcome(gateway.sn, cmdId)).toMatchObject({
      status: 'failed',
      stage: 'upgrading',
      progress: 50,
    });
    expect(gateway.firmware).toBe('V1_0_0');
  });

  it('refuses an image whose SHA-256 does not match before flashing anything', async () => {
    const gateway = sim.gateway(micro?.sn ?? '');
    const deviceSn = snOf(micro);
    gateway.options.upgradeFaults = new Map([[deviceSn, 'badChecksum']]);
    const cmdId = await send(gateway.sn, {
      type: 'upgradeFirmware',
      deviceSn,
      version: 'V7_0_0',
      ...served(),
    });
    const failed = await outcome(gateway.sn, cmdId);
    expect(failed).toMatchObject({ status: 'failed', stage: 'downloading' });
    expect(failed.error).toMatch(/^Checksum mismatch/);
    expect(repliesTo(gateway.sn, cmdId).some((reply) => reply.stage === 'upgrading')).toBe(false);
    gateway.options.upgradeFaults = new Map();
  });

  it('loses power mid-flash: boots the old image and says the upgrade failed', async () => {
    const gateway = sim.gateway(threePhase?.sn ?? '');
    gateway.options.upgradeFaults = new Map([[gateway.sn, 'powerLoss']]);
    const before = gateway.firmware;
    const cmdId = await send(gateway.sn, { type: 'upgradeFirmware', version: 'V8_0_0', ...served() });
    const failed = await outcome(gateway.sn, cmdId, 20_000);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Power lost while flashing; the previous firmware was restored',
    });
    expect(gateway.firmware).toBe(before);
    gateway.options.upgradeFaults = new Map();
  });

  it('upgrades the gateway itself, which boots into the new firmware', async () => {
    const sn = stringPlant?.sn ?? '';
    const cmdId = await send(sn, {
      type: 'upgradeFirmware',
      version: 'V1_4_2',
      ...served(),
    });
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded', progress: 100 });
    expect(repliesTo(sn, cmdId).some((reply) => reply.stage === 'sending')).toBe(false);
    const rebooted = await cloud.waitFor<TGatewayStatus>(sn, 'status', (s) => s.firmware === 'V1_4_2');
    expect(rebooted.uptimeSeconds).toBeLessThan(30);
  });

  it('cancels an upgrade a model supports cancelling, and is refused by one that does not', async () => {
    const upgrade = { type: 'upgradeFirmware', version: 'V3_0_0', ...served() } as const;
    const hybridSn = hybrid?.sn ?? '';
    const hybridUpgrade = await send(hybridSn, { ...upgrade, deviceSn: snOf(hybrid) });
    const cancel = await send(hybridSn, { type: 'cancelUpgrade', deviceSn: snOf(hybrid) });
    expect(await outcome(hybridSn, cancel)).toMatchObject({ status: 'succeeded' });
    // The image downloads from loopback at once: the cancel finds it on the bus, before flashing.
    expect(await outcome(hybridSn, hybridUpgrade)).toMatchObject({ status: 'cancelled', stage: 'sending' });

    const threePhaseSn = threePhase?.sn ?? '';
    const refused = await send(threePhaseSn, { ...upgrade, deviceSn: snOf(threePhase) });
    const refusedCancel = await send(threePhaseSn, { type: 'cancelUpgrade', deviceSn: snOf(threePhase) });
    expect(await outcome(threePhaseSn, refusedCancel)).toMatchObject({
      status: 'rejected',
      error: `${snOf(threePhase)} does not support cancelling an upgrade`,
    });
    expect(await outcome(threePhaseSn, refused)).toMatchObject({ status: 'succeeded' });
  });

  it('dispatches the battery for a demand-response event and rejects malformed commands', async () => {
    const sn = hybrid?.sn ?? '';
    const now = sim.time.now();
    const cmdId = await send(sn, {
      type: 'demandResponse',
      deviceSn: snOf(hybrid),
      eventId: 'dr-1',
      startAt: now,
      endAt: now + 180_000,
      action: 'discharge',
      powerKw: 3,
    });
    await cloud.waitFor<TCommandReply>(sn, 'reply', (r) => r.cmdId === cmdId && r.status === 'inProgress');
    const dispatched = await nextReading(sn, snOf(hybrid));
    expect(numberOf(dispatched, 'batteryPower')).toBeGreaterThan(2_000);
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded' });
    const noBattery = await send(micro?.sn ?? '', {
      ...{
        type: 'demandResponse',
        eventId: 'dr-2',
        startAt: now,
        endAt: now + 1,
        action: 'charge',
        powerKw: 1,
      },
    });
    expect(await outcome(micro?.sn ?? '', noBattery)).toMatchObject({ status: 'rejected' });
    await cloud.send(sn, { cmdId: 'broken-1', type: 'setPower' } as unknown as TGatewayCommand);
    expect(await outcome(sn, 'broken-1')).toMatchObject({ status: 'rejected', error: 'Malformed command' });
  });
});

describe('lock, digital output, protocol change and repeated commands', () => {
  it('a locked gateway refuses every command but unlock', async () => {
    const sn = micro?.sn ?? '';
    const lock = await send(sn, { type: 'lock' });
    expect(await outcome(sn, lock)).toMatchObject({ status: 'succeeded' });
    const refused = await send(sn, { type: 'restart' });
    expect(await outcome(sn, refused)).toMatchObject({ status: 'rejected', error: 'The gateway is locked' });
    const unlock = await send(sn, { type: 'unlock' });
    expect(await outcome(sn, unlock)).toMatchObject({ status: 'succeeded' });
    const restart = await send(sn, { type: 'restart' });
    expect(await outcome(sn, restart)).toMatchObject({ status: 'succeeded' });
  });

  it('answers a command sent again with the same id without executing it twice', async () => {
    const sn = micro?.sn ?? '';
    const cmdId = randomUUID();
    const command = { type: 'restart', cmdId, issuedAt: Date.now() } as const;
    await cloud.send(sn, command);
    expect(await outcome(sn, cmdId)).toMatchObject({ status: 'succeeded' });
    const restartsBefore = (cloud.of(sn, 'events') as unknown[]).filter((e) =>
      JSON.stringify(e).includes('rebooted'),
    ).length;
    await cloud.send(sn, command);
    await cloud.waitFor<TCommandReply>(sn, 'reply', () => repliesTo(sn, cmdId).length >= 3);
    expect(repliesTo(sn, cmdId).map((reply) => reply.status)).toEqual(['accepted', 'succeeded', 'succeeded']);
    // Still online, not rebooted again.
    await nextReading(sn, snOf(micro));
    const restartsAfter = (cloud.of(sn, 'events') as unknown[]).filter((e) =>
      JSON.stringify(e).includes('rebooted'),
    ).length;
    expect(restartsAfter).toBe(restartsBefore);
  });

  it('digital output 1 switches the inverter off and on, as its next upload shows', async () => {
    const sn = stringPlant?.sn ?? '';
    const deviceSn = snOf(stringPlant);
    const off = await send(sn, { type: 'setDigitalOutput', output: 1, on: false });
    expect(await outcome(sn, off)).toMatchObject({ status: 'succeeded' });
    expect(numberOf(await nextReading(sn, deviceSn), 'inverterPower')).toBe(0);
    const on = await send(sn, { type: 'setDigitalOutput', output: 1, on: true });
    expect(await outcome(sn, on)).toMatchObject({ status: 'succeeded' });
    await nextReading(sn, deviceSn);
    expect(numberOf(await nextReading(sn, deviceSn), 'inverterPower')).toBeGreaterThan(0);
  });

  it('a protocol change changes what the gateway polls; a dictionary of another kind is refused', async () => {
    const sn = stringPlant?.sn ?? '';
    const deviceSn = snOf(stringPlant);
    const wrongKind = await send(sn, { type: 'setProtocol', deviceSn, dictionaryId: 'deye_hybrid' });
    expect(await outcome(sn, wrongKind)).toMatchObject({ status: 'rejected' });
    const change = await send(sn, { type: 'setProtocol', deviceSn, dictionaryId: 'deye_string' });
    expect(await outcome(sn, change)).toMatchObject({ status: 'succeeded' });
    const after = sim.time.now();
    await cloud.waitFor(sn, 'frames', () =>
      framesOf(cloud.of(sn, 'frames'), deviceSn).some((frame) => frame.ts > after),
    );
    const next = framesOf(cloud.of(sn, 'frames'), deviceSn).find((frame) => frame.ts > after);
    expect(next?.dictionaryId).toBe('deye_string');
    const back = await send(sn, { type: 'setProtocol', deviceSn, dictionaryId: 'sofar_lsw3' });
    expect(await outcome(sn, back)).toMatchObject({ status: 'succeeded' });
  });
});
