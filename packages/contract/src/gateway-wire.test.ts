import { describe, expect, it } from 'vitest';
import {
  commandTopic,
  lastWill,
  mayGatewayPublish,
  mayGatewaySubscribe,
  parseGatewayTopic,
  sharedUplinkSubscription,
  uplinkSchemas,
  uplinkSubscription,
  uplinkTopic,
  ZCommandReply,
  ZEventsUpload,
  ZFramesUpload,
  ZGatewayCommand,
  ZGatewayStatus,
} from './gateway-wire.ts';

const sn = 'GW2024000123';
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('gateway topics', () => {
  it('builds the uplink and command topics of a gateway', () => {
    expect(uplinkTopic(sn, 'frames')).toBe('sunfleet/gw/GW2024000123/up/frames');
    expect(uplinkTopic(sn, 'reply')).toBe('sunfleet/gw/GW2024000123/up/reply');
    expect(commandTopic(sn)).toBe('sunfleet/gw/GW2024000123/down/cmd');
    expect(uplinkSubscription).toBe('sunfleet/gw/+/up/+');
    expect(sharedUplinkSubscription('ingest')).toBe('$share/ingest/sunfleet/gw/+/up/+');
  });

  it('reads a topic back into gateway, direction and channel', () => {
    expect(parseGatewayTopic(uplinkTopic(sn, 'status'))).toEqual({ sn, direction: 'up', channel: 'status' });
    expect(parseGatewayTopic(commandTopic(sn))).toEqual({ sn, direction: 'down', channel: 'cmd' });
    for (const foreign of [
      'sunfleet/gw/x/up/other',
      'sunfleet/gw/x/up/frames/extra',
      'other/gw/x/up/frames',
      'sunfleet/gw/+/up/frames',
    ])
      expect(parseGatewayTopic(foreign)).toBeUndefined();
  });

  it.each([
    { topic: 'sunfleet/gw/GW2024000123/up/frames', allowed: true },
    { topic: 'sunfleet/gw/GW2024000123/up/events', allowed: true },
    { topic: 'sunfleet/gw/GW2024000999/up/frames', allowed: false },
    { topic: 'sunfleet/gw/GW2024000123/down/cmd', allowed: false },
    { topic: 'sunfleet/gw/GW2024000123/up/#', allowed: false },
    { topic: 'sunfleet/gw/+/up/frames', allowed: false },
    { topic: '$SYS/broker/uptime', allowed: false },
  ])('publishing to $topic is allowed: $allowed', ({ topic, allowed }) => {
    expect(mayGatewayPublish(sn, topic)).toBe(allowed);
  });

  it.each([
    { filter: 'sunfleet/gw/GW2024000123/down/cmd', allowed: true },
    { filter: 'sunfleet/gw/GW2024000123/down/#', allowed: true },
    { filter: 'sunfleet/gw/GW2024000123/down/+', allowed: true },
    { filter: 'sunfleet/gw/GW2024000999/down/cmd', allowed: false },
    { filter: 'sunfleet/gw/+/down/cmd', allowed: false },
    { filter: 'sunfleet/gw/GW2024000123/#', allowed: false },
    { filter: 'sunfleet/gw/GW2024000123/up/frames', allowed: false },
    { filter: '#', allowed: false },
  ])('subscribing to $filter is allowed: $allowed', ({ filter, allowed }) => {
    expect(mayGatewaySubscribe(sn, filter)).toBe(allowed);
  });

  it('never lets a serial number with topic wildcards own anything', () => {
    expect(mayGatewaySubscribe('+', 'sunfleet/gw/+/down/cmd')).toBe(false);
    expect(mayGatewayPublish('#', 'sunfleet/gw/#/up/frames')).toBe(false);
  });
});

describe('uplink payloads', () => {
  const frames = {
    msgId: 'm-1',
    sentAt: now,
    frames: [
      {
        deviceSn: 'INV001',
        dictionaryId: 'deye_hybrid',
        ts: now,
        blocks: [{ functionCode: 3, start: 3, words: [1, 2] }],
      },
    ],
  };

  it('accepts register frames and refuses malformed ones', () => {
    expect(ZFramesUpload.parse(frames)).toEqual(frames);
    const withWords = (words: unknown) => ({
      ...frames,
      frames: [{ ...frames.frames[0], blocks: [{ functionCode: 3, start: 3, words }] }],
    });
    for (const words of [[70000], [-1], [1.5], ['1'], [], Array.from({ length: 513 }, () => 0), 'ab'])
      expect(ZFramesUpload.safeParse(withWords(words)).success).toBe(false);
    expect(ZFramesUpload.safeParse(withWords([0, 65535])).success).toBe(true);
    expect(ZFramesUpload.safeParse({ ...frames, frames: [] }).success).toBe(false);
    expect(ZFramesUpload.safeParse({ ...frames, msgId: undefined }).success).toBe(false);
    const foreignFunction = {
      ...frames,
      frames: [{ ...frames.frames[0], blocks: [{ functionCode: 6, start: 3, words: [1] }] }],
    };
    expect(ZFramesUpload.safeParse(foreignFunction).success).toBe(false);
  });

  it('accepts status, events and replies', () => {
    expect(
      ZGatewayStatus.safeParse({
        msgId: 's',
        ts: now,
        online: true,
        firmware: '1.0.3',
        rssi: -67,
        uptimeSeconds: 3600,
      }).success,
    ).toBe(true);
    expect(
      ZEventsUpload.safeParse({
        msgId: 'e',
        ts: now,
        deviceSn: 'INV001',
        alarmWords: [{ key: 'alarms', words: [0, 4] }],
      }).success,
    ).toBe(true);
    expect(ZEventsUpload.safeParse({ msgId: 'e', ts: now }).success).toBe(false);
    expect(
      ZCommandReply.safeParse({
        msgId: 'r',
        ts: now,
        cmdId: 'c-1',
        status: 'inProgress',
        stage: 'downloading',
        progress: 40,
      }).success,
    ).toBe(true);
    expect(ZCommandReply.safeParse({ msgId: 'r', ts: now, cmdId: 'c-1', status: 'done' }).success).toBe(
      false,
    );
  });

  it('has a schema for every uplink channel', () => {
    expect(Object.keys(uplinkSchemas).sort()).toEqual(['events', 'frames', 'reply', 'status']);
  });

  it('registers a retained offline status as the last will', () => {
    const will = lastWill(sn, now);
    expect(will).toMatchObject({ topic: uplinkTopic(sn, 'status'), qos: 1, retain: true });
    expect(ZGatewayStatus.parse(JSON.parse(will.payload))).toMatchObject({ online: false, ts: now });
  });
});

describe('commands', () => {
  const base = { cmdId: 'c-1', issuedAt: now };

  it.each([
    { type: 'restart' },
    { type: 'readRegisters', deviceSn: 'INV001', functionCode: 3, start: 0x00fa, count: 6 },
    { type: 'writeRegisters', deviceSn: 'INV001', start: 0x00fa, words: [600, 1730] },
    { type: 'setPower', deviceSn: 'INV001', on: false },
    { type: 'modbusDebug', deviceSn: 'INV001', framing: 'rtu', frame: '01030000000AC5CD' },
    { type: 'modbusDebug', deviceSn: 'INV001', framing: 'tcp', frame: '0001000000061103006B0003' },
    {
      type: 'upgradeFirmware',
      version: '1.2.0',
      url: 'https://files.example.com/fw.bin',
      size: 1024,
      sha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    },
    { type: 'cancelUpgrade', deviceSn: 'INV001' },
    {
      type: 'demandResponse',
      eventId: 'dr-7',
      startAt: now,
      endAt: now + 3_600_000,
      action: 'discharge',
      powerKw: 5,
    },
  ])('accepts $type', (command) => {
    expect(ZGatewayCommand.parse({ ...base, ...command })).toMatchObject(command);
  });

  it.each([
    { why: 'an unknown type', command: { type: 'selfDestruct' } },
    {
      why: 'a firmware url that is not http',
      command: {
        type: 'upgradeFirmware',
        version: '1',
        url: 'ftp://x/fw.bin',
        size: 1,
        sha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      },
    },
    {
      why: 'a bad checksum',
      command: { type: 'upgradeFirmware', version: '1', url: 'https://x/fw.bin', size: 1, sha256: 'xyz' },
    },
    {
      why: 'a read of too many registers',
      command: { type: 'readRegisters', deviceSn: 'INV001', functionCode: 3, start: 0, count: 200 },
    },
    { why: 'a write without a device', command: { type: 'writeRegisters', start: 0, words: [1] } },
    {
      why: 'a debug frame that is not whole hex bytes',
      command: { type: 'modbusDebug', deviceSn: 'INV001', framing: 'rtu', frame: '01 03 00 00 00 0A C5 CD' },
    },
    {
      why: 'a debug frame of fewer than four bytes',
      command: { type: 'modbusDebug', deviceSn: 'INV001', framing: 'rtu', frame: '0103C5' },
    },
    {
      why: 'a debug frame in an unknown framing',
      command: { type: 'modbusDebug', deviceSn: 'INV001', framing: 'ascii', frame: '01030000000AC5CD' },
    },
  ])('refuses $why', ({ command }) => {
    expect(ZGatewayCommand.safeParse({ ...base, ...command }).success).toBe(false);
  });
});
