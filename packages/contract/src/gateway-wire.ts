import { z } from 'zod';

/**
 * The MQTT contract between gateways (data loggers, real or simulated) and Sunfleet. Ingest, the
 * broker's authorization and the simulator all use these names and schemas.
 *
 * Topics (one gateway, `{sn}` its serial number):
 *   sunfleet/gw/{sn}/up/frames   register frames per device, with reading timestamps
 *   sunfleet/gw/{sn}/up/status   online flag, firmware, RSSI, uptime (also the last will)
 *   sunfleet/gw/{sn}/up/events   alarm words and event codes as they change
 *   sunfleet/gw/{sn}/up/reply    progress and result of a command, by command id
 *   sunfleet/gw/{sn}/down/cmd    commands from the cloud
 * Every message is JSON, published with QoS 1 on a persistent session (clean: false), so an
 * upload the broker acknowledged survives a restart. Times are UTC epoch milliseconds.
 * Storage is idempotent on gateway SN + device SN + reading timestamp, so a redelivered upload
 * is stored once; `msgId` identifies the message itself for logs and deduplication.
 */

export const mqttQos = 1 as const;
/** Larger payloads are refused by the broker before they reach ingest. */
export const maxPayloadBytes = 256 * 1024;

/**
 * Turns Nagle's algorithm off on every connection an MQTT.js client makes (it reconnects with a
 * new socket; `connect` follows each CONNACK). A command and its acknowledgement are small
 * packets answered by small packets: with Nagle on, one waits for the peer's delayed ACK (~40 ms
 * on Linux) instead of going at once. Sunfleet's broker sets `noDelay` on its side too.
 */
export function setNoDelayOnConnect(client: {
  on(event: 'connect', listener: () => void): unknown;
  stream?: unknown;
}): void {
  const apply = () =>
    (client.stream as { setNoDelay?: (noDelay: boolean) => unknown } | undefined)?.setNoDelay?.(true);
  apply();
  client.on('connect', apply);
}

export const gatewayTopicRoot = 'sunfleet/gw';
export const uplinkChannels = ['frames', 'status', 'events', 'reply'] as const;
export type TUplinkChannel = (typeof uplinkChannels)[number];
export const downlinkChannels = ['cmd'] as const;
export type TDownlinkChannel = (typeof downlinkChannels)[number];

/** Serial numbers become topic levels, so they may not hold `/`, `+`, `#` or start with `$`. */
export const ZWireSn = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'Serial numbers are letters, digits, _ . : -');
const isWireSn = (sn: string) => ZWireSn.safeParse(sn).success;

export const uplinkTopic = (sn: string, channel: TUplinkChannel) => `${gatewayTopicRoot}/${sn}/up/${channel}`;
export const commandTopic = (sn: string) => `${gatewayTopicRoot}/${sn}/down/cmd`;

/** What ingest subscribes to; with several workers use the shared form so each message goes to one. */
export const uplinkSubscription = `${gatewayTopicRoot}/+/up/+`;
export const sharedUplinkSubscription = (group: string) => `$share/${group}/${uplinkSubscription}`;

export type TGatewayTopic =
  | { sn: string; direction: 'up'; channel: TUplinkChannel }
  | { sn: string; direction: 'down'; channel: TDownlinkChannel };

/** Reads a concrete topic (no wildcards); anything else under or outside the root is undefined. */
export function parseGatewayTopic(topic: string): TGatewayTopic | undefined {
  const [root1, root2, sn = '', direction, channel, ...rest] = topic.split('/');
  if (`${root1}/${root2}` !== gatewayTopicRoot || rest.length > 0 || !isWireSn(sn)) return undefined;
  if (direction === 'up' && (uplinkChannels as readonly string[]).includes(channel ?? ''))
    return { sn, direction, channel: channel as TUplinkChannel };
  if (direction === 'down' && (downlinkChannels as readonly string[]).includes(channel ?? ''))
    return { sn, direction, channel: channel as TDownlinkChannel };
  return undefined;
}

/** A gateway may publish only to its own uplink topics. */
export function mayGatewayPublish(sn: string, topic: string): boolean {
  const parsed = parseGatewayTopic(topic);
  return parsed?.sn === sn && parsed.direction === 'up';
}

/** A gateway may subscribe only to its own command topic (exactly, or `down/#` / `down/+`). */
export function mayGatewaySubscribe(sn: string, filter: string): boolean {
  if (!isWireSn(sn)) return false;
  const ownDownlink = `${gatewayTopicRoot}/${sn}/down/`;
  return filter === commandTopic(sn) || filter === `${ownDownlink}#` || filter === `${ownDownlink}+`;
}

const ZMsgId = z.string().min(1).max(64);
const ZEpochMs = z.int().min(0);
const ZWord = z.int().min(0).max(0xffff);
const ZFunctionCode = z.union([z.literal(3), z.literal(4)]);

/**
 * A raw Modbus frame as it goes on the bus, in hex without spaces: RTU (unit id … CRC) or TCP
 * (MBAP header …), 4 to 260 bytes. `@sunfleet/modbus` builds and reads them.
 */
const ZWireModbusFrame = z
  .string()
  .regex(/^(?:[0-9A-Fa-f]{2}){4,260}$/, 'A Modbus frame is 4 to 260 bytes in hex');
export const modbusFramings = ['rtu', 'tcp'] as const;

const isWord = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffff;
const maxBlockWords = 512;

/**
 * A block's words, checked in one pass: a fleet uploads millions of them a minute, and checking
 * each as a schema of its own costs ten times more than reading the JSON.
 */
const ZBlockWords = z.custom<number[]>(
  (value) =>
    Array.isArray(value) && value.length >= 1 && value.length <= maxBlockWords && value.every(isWord),
  { message: `1 to ${maxBlockWords} register words, each 0 to 65535` },
);

/** Words a gateway read in one Modbus request (same shape the protocol codec decodes). */
export const ZWireBlock = z.object({
  functionCode: ZFunctionCode,
  start: ZWord,
  words: ZBlockWords,
});

/** One reading of one device: its serial number, the dictionary it is polled with, when, what. */
export const ZDeviceFrame = z.object({
  deviceSn: ZWireSn,
  dictionaryId: z.string().min(1).max(64),
  ts: ZEpochMs,
  blocks: z.array(ZWireBlock).min(1).max(64),
});
export type TDeviceFrame = z.infer<typeof ZDeviceFrame>;

/** `up/frames`: readings of one or more devices; a gateway back online sends its backlog in batches. */
export const ZFramesUpload = z.object({
  msgId: ZMsgId,
  sentAt: ZEpochMs,
  frames: z.array(ZDeviceFrame).min(1).max(500),
});
export type TFramesUpload = z.infer<typeof ZFramesUpload>;

/** `up/status`: published on connect, periodically, and as the last will with `online: false`. */
export const ZGatewayStatus = z.object({
  msgId: ZMsgId,
  ts: ZEpochMs,
  online: z.boolean(),
  firmware: z.string().max(64).optional(),
  hardware: z.string().max(64).optional(),
  /** Signal strength in dBm. */
  rssi: z.int().min(-150).max(0).optional(),
  uptimeSeconds: z.int().min(0).optional(),
  network: z.enum(['wifi', 'ethernet', 'cellular']).optional(),
  devices: z
    .array(
      z.object({
        deviceSn: ZWireSn,
        online: z.boolean(),
        /** The firmware the device runs: how the cloud sees an upgrade behind the gateway took. */
        firmware: z.string().max(64).optional(),
      }),
    )
    .max(256)
    .optional(),
});
export type TGatewayStatus = z.infer<typeof ZGatewayStatus>;

/** The retained last will a gateway registers on connect, so the cloud learns it went away. */
export function lastWill(sn: string, connectedAt: number) {
  const payload: TGatewayStatus = { msgId: `will-${connectedAt}`, ts: connectedAt, online: false };
  return { topic: uplinkTopic(sn, 'status'), payload: JSON.stringify(payload), qos: mqttQos, retain: true };
}

/**
 * `up/events`: alarm words of a device as read (decoded with its dictionary's flags) and event
 * codes raised or cleared by the gateway itself (lost contact with a device, restarted …).
 * Without `deviceSn` the events are the gateway's own.
 */
export const ZEventsUpload = z
  .object({
    msgId: ZMsgId,
    ts: ZEpochMs,
    deviceSn: ZWireSn.optional(),
    alarmWords: z
      .array(z.object({ key: z.string().min(1).max(64), words: z.array(ZWord).min(1).max(16) }))
      .optional(),
    codes: z
      .array(
        z.object({
          code: z.string().min(1).max(32),
          active: z.boolean(),
          text: z.string().max(200).optional(),
        }),
      )
      .optional(),
  })
  .refine((upload) => (upload.alarmWords?.length ?? 0) + (upload.codes?.length ?? 0) > 0, {
    message: 'An event upload carries alarm words or event codes',
  });
export type TEventsUpload = z.infer<typeof ZEventsUpload>;

/** Gateway event codes with a fixed meaning. */
export const gatewayEventCodes = ['deviceCommLost', 'rebooted', 'powerLoss', 'storageFull'] as const;

export const commandStatuses = [
  'accepted',
  'inProgress',
  'succeeded',
  'failed',
  'rejected',
  'cancelled',
] as const;

/** `up/reply`: the state of a command; firmware upgrades report stages and progress on the way. */
export const ZCommandReply = z.object({
  msgId: ZMsgId,
  ts: ZEpochMs,
  cmdId: ZMsgId,
  status: z.enum(commandStatuses),
  stage: z.enum(['downloading', 'sending', 'upgrading']).optional(),
  progress: z.int().min(0).max(100).optional(),
  error: z.string().max(200).optional(),
  /** Registers read by `readRegisters`. */
  registers: ZWireBlock.optional(),
  /** The device's reply to `modbusDebug`, in the request's framing (an exception reply included). */
  frame: ZWireModbusFrame.optional(),
});
export type TCommandReply = z.infer<typeof ZCommandReply>;

const commandBase = {
  cmdId: ZMsgId,
  issuedAt: ZEpochMs,
  /** A command that reaches the gateway after this time is rejected, not executed late. */
  expiresAt: ZEpochMs.optional(),
};

/** `down/cmd`: what the cloud asks a gateway (or a device behind it, by `deviceSn`) to do. */
export const ZGatewayCommand = z.discriminatedUnion('type', [
  z.object({ ...commandBase, type: z.literal('restart'), deviceSn: ZWireSn.optional() }),
  z.object({
    ...commandBase,
    type: z.literal('readRegisters'),
    deviceSn: ZWireSn,
    functionCode: ZFunctionCode,
    start: ZWord,
    count: z.int().min(1).max(125),
  }),
  z.object({
    ...commandBase,
    type: z.literal('writeRegisters'),
    deviceSn: ZWireSn,
    start: ZWord,
    words: z.array(ZWord).min(1).max(123),
  }),
  z.object({ ...commandBase, type: z.literal('setPower'), deviceSn: ZWireSn, on: z.boolean() }),
  /**
   * Remote debug: the gateway passes a raw request frame to the device and returns the device's
   * reply frame as it came. The device is named by SN (the gateway knows its bus address); the
   * frame's unit id is echoed, not used for routing. A frame the device would not answer (bad
   * CRC, broken header) fails the command with the reason.
   */
  z.object({
    ...commandBase,
    type: z.literal('modbusDebug'),
    deviceSn: ZWireSn,
    framing: z.enum(modbusFramings),
    frame: ZWireModbusFrame,
  }),
  z.object({
    ...commandBase,
    type: z.literal('upgradeFirmware'),
    /** Absent: the gateway upgrades itself. */
    deviceSn: ZWireSn.optional(),
    version: z.string().min(1).max(64),
    /**
     * Where to download the image (ADR 0046): signed for this gateway and valid only while this
     * upgrade runs; it answers `Range` requests, so a download cut short resumes.
     */
    url: z.url({ protocol: /^https?$/ }),
    size: z
      .int()
      .min(1)
      .max(16 * 1024 * 1024),
    /** SHA-256 of the whole image, 64 hex digits: checked before anything is flashed. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/i),
  }),
  z.object({ ...commandBase, type: z.literal('cancelUpgrade'), deviceSn: ZWireSn.optional() }),
  /**
   * Lock: the gateway refuses (`rejected`) every command but `unlock` until unlocked; it keeps
   * uploading. The lock survives the gateway's restarts.
   */
  z.object({ ...commandBase, type: z.literal('lock') }),
  z.object({ ...commandBase, type: z.literal('unlock') }),
  /**
   * The gateway's digital output (dry contact) `output` (1-based) closed (`on`) or open. On the
   * simulated gateway output 1 is wired to the first inverter's remote on/off input, so the
   * inverter's power-switch register in its next upload shows the change.
   */
  z.object({
    ...commandBase,
    type: z.literal('setDigitalOutput'),
    output: z.int().min(1).max(8),
    on: z.boolean(),
  }),
  /**
   * Protocol change: the gateway polls device `deviceSn` with dictionary `dictionaryId` from now
   * on (its register blocks), and labels the device's frames with it.
   */
  z.object({
    ...commandBase,
    type: z.literal('setProtocol'),
    deviceSn: ZWireSn,
    dictionaryId: z.string().min(1).max(64),
  }),
  z.object({
    ...commandBase,
    type: z.literal('demandResponse'),
    deviceSn: ZWireSn.optional(),
    eventId: z.string().min(1).max(64),
    startAt: ZEpochMs,
    endAt: ZEpochMs,
    /** discharge: battery to the grid; charge: absorb; curtail: limit PV; cancel: end the event early. */
    action: z.enum(['discharge', 'charge', 'curtail', 'cancel']),
    powerKw: z.number().min(0).max(100_000),
  }),
]);
export type TGatewayCommand = z.infer<typeof ZGatewayCommand>;
export type TGatewayCommandType = TGatewayCommand['type'];

/** Schema of each uplink channel, for ingest to parse by topic. */
export const uplinkSchemas = {
  frames: ZFramesUpload,
  status: ZGatewayStatus,
  events: ZEventsUpload,
  reply: ZCommandReply,
} as const satisfies Record<TUplinkChannel, z.ZodType>;
