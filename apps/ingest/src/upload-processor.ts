import type { z } from 'zod';
import {
  parseGatewayTopic,
  uplinkSchemas,
  type TEventsUpload,
  type TFramesUpload,
  type TGatewayStatus,
  type ZCommandReply,
} from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import type { SQL } from '@sunfleet/db/query';
import {
  activeFlags,
  decodeFrame,
  FrameDecodeError,
  type TDecodedFrame,
  type TDecodedValue,
} from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { applyAlarmWords, applyEventCodes } from './alarms.ts';
import { defaultTimeBounds, type TTimeBounds } from './config.ts';
import { advanceCounters, implausibleDetail, latestRolesOf, measure } from './readings.ts';
import {
  findDevicesOfGateway,
  findGateway,
  findSenders,
  insertRawFrames,
  loadDeviceStates,
  devicesSeenWrite,
  gatewaysOnlineWrite,
  latestWrites,
  markGatewaySeen,
  recordDeviceFirmware,
  queueWrite,
  openCodesKey,
  readingKey,
  writeLogs,
  writeTogether,
  type TCommunicationLogEntry,
  type TCommunicationLogKind,
  type TIngestDevice,
  type TIngestGateway,
  type TLatest,
  type TQueuedReading,
} from './repository.ts';
import type { TCommandTimings } from '@sunfleet/commands/queue';
import { receiveCommandReply } from '@sunfleet/commands/replies';
import { refreshPlantStatuses } from '@sunfleet/db/statuses';
import {
  closeEvents,
  openCodesOf,
  offlineName,
  offlineOrigin,
  openEvents,
  refreshDeviceStatuses,
} from './status-repository.ts';

/** A device's newest values after a stored upload, for realtime push. */
export type TLatestUpdate = {
  deviceId: string;
  deviceSn: string;
  readAt: number;
  values: readonly TDecodedValue[];
};

export type TUploadOutcome =
  | { kind: 'refused'; reason: TCommunicationLogKind; detail: string }
  | { kind: 'frames'; stored: number; duplicates: number; refused: number; latest: TLatestUpdate[] }
  | { kind: 'status' | 'events' }
  /** `command`: the command whose state or progress the reply changed. */
  | {
      kind: 'reply';
      command?: { id: string; gatewaySn: string } | undefined;
      /** What the reply did to its command, for the log line that carries the request id. */
      applied?: { id: string; state: string; requestId: string | null } | undefined;
    };

/** One MQTT message as received on a gateway uplink topic. */
export type TUploadMessage = { topic: string; payload: Buffer };

export type TUploadOptions = {
  db: Database;
  /** Where a device's dictionary comes from; defaults to the dictionaries Sunfleet ships. */
  resolveDictionary?: (id: string) => TProtocolDictionary | undefined;
  now?: () => number;
  /** Which reading times are stored (default `defaultTimeBounds`); others are refused and logged. */
  timeBounds?: TTimeBounds;
  /** The re-ask wait of an acknowledged command (default @sunfleet/commands' `defaultCommandTimings`). */
  commandTimings?: TCommandTimings | undefined;
};

/** The latest time JavaScript's Date (and so every timestamp on the way to the database) holds. */
const maxDateMs = 8.64e15;
/** The first millisecond of year 10000: ISO 8601 text and PostgreSQL's input stop before it. */
const year10000Ms = Date.UTC(10_000, 0, 1);

/** Refusals of one frame within an upload; the upload's other frames are still stored. */
class FrameRefusal extends Error {
  constructor(
    readonly kind: TCommunicationLogKind,
    message: string,
  ) {
    super(message);
  }
}

type TAcceptedFrame = {
  gatewaySn: string;
  device: TIngestDevice;
  dictionary: TProtocolDictionary;
  at: number;
  frame: TFramesUpload['frames'][number];
  decoded: TDecodedFrame;
};

/** A frames upload of a batch, with where its outcome goes. */
type TFramesMessage = {
  index: number;
  gateway: TIngestGateway;
  upload: TFramesUpload;
  topic: string;
  bytes: number;
};

/** A frame refused within an upload. */
type TFrameRefused = { deviceSn: string; kind: TCommunicationLogKind; detail: string };

/**
 * Turns MQTT messages on gateway uplink topics into stored rows, a batch of messages in one
 * transaction (one outcome per message, in order). Bad input (unknown gateway, malformed JSON,
 * foreign device, undecodable frame) is refused with a communication-log row and reported as an
 * outcome; database errors are thrown, nothing of the batch is stored and the caller acknowledges
 * none of its messages.
 */
export function createUploadProcessor({
  db,
  resolveDictionary = findShippedDictionary,
  now = Date.now,
  timeBounds = defaultTimeBounds,
  commandTimings,
}: TUploadOptions) {
  /**
   * Why a reading dated `ts` is not stored, if it is not: not a date at all (beyond year 9999 or
   * JavaScript's range), dated ahead of the server's clock by more than the allowed skew, or older
   * than the horizon. Such readings never reach the tables, so they can neither become a device's
   * latest values nor land in old rollups.
   */
  function timeRefusal(ts: number): FrameRefusal | undefined {
    if (!Number.isSafeInteger(ts) || ts >= year10000Ms || ts > maxDateMs)
      return new FrameRefusal('futureReading', `The time ${ts} is not a date Sunfleet can store`);
    const current = now();
    if (ts > current + timeBounds.skewMs)
      return new FrameRefusal(
        'futureReading',
        `Dated ${new Date(ts).toISOString()}, more than ${Math.round(timeBounds.skewMs / 1000)} s ahead of the server clock`,
      );
    if (ts < current - timeBounds.horizonMs)
      return new FrameRefusal(
        'staleReading',
        `Dated ${new Date(ts).toISOString()}, older than ${Math.round(timeBounds.horizonMs / 86_400_000)} days`,
      );
    return undefined;
  }

  async function refuse(tx: Database, entry: TCommunicationLogEntry): Promise<TUploadOutcome> {
    await writeLogs(tx, [entry]);
    return { kind: 'refused', reason: entry.kind, detail: entry.detail };
  }

  /**
   * Stores the messages in one transaction. Consecutive frames uploads are stored together, so a
   * rollup row or latest-values row they share is read and written once; a status, events or reply
   * message in between is stored after the frames before it, keeping each gateway's order.
   */
  async function processBatch(messages: TUploadMessage[]): Promise<TUploadOutcome[]> {
    const received = messages.map(({ topic, payload }) => receive(topic, payload));
    return db.transaction(async (tx) => {
      const senders = await findSenders(
        tx,
        received.flatMap((message) => message.sn ?? []),
        received.flatMap(({ message }) =>
          message?.success && message.channel === 'frames'
            ? message.data.frames.map((frame) => frame.deviceSn)
            : [],
        ),
      );
      const gatewaysBySn = new Map(senders.gateways.map((gateway) => [gateway.sn, gateway]));
      const devicesBySn = new Map(senders.devices.map((device) => [device.sn, device]));
      const outcomes: TUploadOutcome[] = [];
      let frames: TFramesMessage[] = [];
      const storePendingFrames = async () => {
        if (frames.length > 0) await storeFrames(tx, frames, devicesBySn, outcomes);
        frames = [];
      };
      for (const [index, message] of received.entries()) {
        const { topic } = message;
        const accepted = accept(message, gatewaysBySn);
        if ('refusal' in accepted) outcomes[index] = await refuse(tx, accepted.refusal);
        else if (accepted.message.channel === 'frames')
          frames.push({
            index,
            gateway: accepted.gateway,
            upload: accepted.message.data,
            topic,
            bytes: message.bytes,
          });
        else {
          const { gateway, message } = accepted;
          await storePendingFrames();
          outcomes[index] = await storeOther(tx, gateway, message, topic);
          // A status upload changed its gateway; later messages of the batch see the change.
          const changed = message.channel === 'status' ? await findGateway(tx, gateway.sn) : undefined;
          if (changed) gatewaysBySn.set(changed.sn, changed);
        }
      }
      await storePendingFrames();
      return outcomes;
    });
  }

  /** One message alone (the same path as a batch of one). */
  async function process(topic: string, payload: Buffer): Promise<TUploadOutcome> {
    const [outcome] = await processBatch([{ topic, payload }]);
    if (!outcome) throw new Error('A batch of one message has one outcome');
    return outcome;
  }

  /** The message's gateway SN (from its uplink topic) and parsed payload. */
  function receive(topic: string, payload: Buffer): TReceivedMessage {
    const parsed = parseGatewayTopic(topic);
    const bytes = payload.length;
    if (!parsed || parsed.direction !== 'up') return { topic, sn: parsed?.sn, bytes };
    return { topic, sn: parsed.sn, bytes, message: parseMessage(parsed.channel, payload) };
  }

  /** The message's gateway and parsed payload, or why it is refused. */
  function accept(
    { topic, sn, message }: TReceivedMessage,
    gatewaysBySn: Map<string, TIngestGateway>,
  ):
    | { refusal: TCommunicationLogEntry }
    | { gateway: TIngestGateway; message: Exclude<TParsedMessage, { success: false }> } {
    const gateway = sn === undefined ? undefined : gatewaysBySn.get(sn);
    if (!message)
      return {
        refusal: { gatewaySn: sn ?? '', kind: 'publishRefused', topic, detail: 'Not a gateway uplink topic' },
      };
    if (!gateway)
      return {
        refusal: { gatewaySn: sn ?? '', kind: 'unknownGateway', topic, detail: 'No gateway has this SN' },
      };
    if (!message.success)
      return { refusal: { gatewaySn: gateway.sn, kind: 'malformedPayload', topic, detail: message.error } };
    return { gateway, message };
  }

  async function storeOther(
    tx: Database,
    gateway: TIngestGateway,
    message: Exclude<TParsedMessage, { success: false } | { channel: 'frames' }>,
    topic: string,
  ): Promise<TUploadOutcome> {
    switch (message.channel) {
      case 'status':
        return storeStatus(tx, gateway, message.data);
      case 'events':
        return storeEvents(tx, gateway, message.data, topic);
      case 'reply':
        return storeReply(tx, gateway, message.data, topic);
    }
  }

  function acceptFrame(
    gatewaySn: string,
    device: TIngestDevice | undefined,
    frame: TFramesUpload['frames'][number],
  ): TAcceptedFrame {
    if (!device) throw new FrameRefusal('unknownDevice', 'The device is not registered behind this gateway');
    if (frame.dictionaryId !== device.dictionaryId)
      throw new FrameRefusal(
        'dictionaryMismatch',
        `The device is polled with ${device.dictionaryId}, not ${frame.dictionaryId}`,
      );
    const dictionary = resolveDictionary(device.dictionaryId);
    if (!dictionary) throw new FrameRefusal('dictionaryMismatch', `No dictionary ${device.dictionaryId}`);
    const badTime = timeRefusal(frame.ts);
    if (badTime) throw badTime;
    try {
      const decoded = decodeFrame(dictionary, frame.blocks);
      if (decoded.invalidatedBy)
        throw new FrameRefusal(
          'frameRefused',
          `The device sent an invalid frame (${decoded.invalidatedBy} out of range)`,
        );
      return { gatewaySn, device, dictionary, at: frame.ts, frame, decoded };
    } catch (error) {
      if (error instanceof FrameDecodeError)
        throw new FrameRefusal('frameRefused', `${error.code}: ${error.message}`);
      throw error;
    }
  }

  /** Accepted frames of one upload, with refusals for the rest (devices of other gateways too). */
  function acceptUpload(
    { gateway, upload }: TFramesMessage,
    devicesBySn: Map<string, TIngestDevice>,
    refusals: TFrameRefused[],
  ): TAcceptedFrame[] {
    const accepted = new Map<string, TAcceptedFrame>();
    for (const frame of upload.frames) {
      const device = devicesBySn.get(frame.deviceSn);
      try {
        const reading = acceptFrame(gateway.sn, device?.gatewayId === gateway.id ? device : undefined, frame);
        accepted.set(readingKey(frame.deviceSn, frame.ts), reading);
      } catch (error) {
        if (!(error instanceof FrameRefusal)) throw error;
        refusals.push({ deviceSn: frame.deviceSn, kind: error.kind, detail: error.message });
      }
    }
    return [...accepted.values()];
  }

  /**
   * Frames uploads stored together; each upload's outcome goes to its index. A reading stored
   * before, or earlier in the same batch (a redelivery), counts as a duplicate.
   */
  async function storeFrames(
    tx: Database,
    messages: TFramesMessage[],
    devicesBySn: Map<string, TIngestDevice>,
    outcomes: TUploadOutcome[],
  ) {
    const refusals = messages.map((): TFrameRefused[] => []);
    const accepted = messages.map((message, index) => acceptUpload(message, devicesBySn, refusals[index]!));
    const refusedCounts = messages.map(
      ({ upload }, index) => upload.frames.length - (accepted[index]?.length ?? 0),
    );
    const fresh = await insertRawFrames(
      tx,
      messages.flatMap(({ gateway, upload }, index) =>
        (accepted[index] ?? []).map((reading) => ({
          gatewaySn: gateway.sn,
          msgId: upload.msgId,
          deviceSn: reading.device.sn,
          readAt: new Date(reading.at),
          blocks: reading.frame.blocks,
        })),
      ),
    );
    // Each new reading belongs to the first upload of the batch that carries it.
    const storedBy = accepted.map((readings) =>
      readings.filter((reading) => fresh.delete(readingKey(reading.device.sn, reading.at))),
    );
    const gateways = [...new Map(messages.map(({ gateway }) => [gateway.id, gateway])).values()];
    const latest = await applyReadings(
      tx,
      storedBy.flat().sort((a, b) => a.at - b.at),
      gatewaysOnlineWrite(
        gateways.map((gateway) => gateway.id),
        new Date(now()),
      ),
    );
    const backOnline = gateways.filter((gateway) => gateway.status === 'offline');
    const back = new Date(now());
    await closeEvents(
      tx,
      backOnline.map((gateway) => ({ sourceSn: gateway.sn, code: offlineOrigin, at: back })),
    );
    // A device's newest values are reported once, with the last upload that carried it.
    const lastUploadOf = new Map<string, number>();
    for (const [index, readings] of accepted.entries())
      for (const reading of readings) lastUploadOf.set(reading.device.id, index);
    const logs: TCommunicationLogEntry[] = [];
    for (const [index, message] of messages.entries()) {
      const stored = storedBy[index]?.length ?? 0;
      const counts = {
        frames: message.upload.frames.length,
        stored,
        duplicates: (accepted[index]?.length ?? 0) - stored,
        refused: refusedCounts[index] ?? 0,
      };
      outcomes[message.index] = {
        kind: 'frames',
        ...counts,
        latest: latest.filter((update) => lastUploadOf.get(update.deviceId) === index),
      };
      logs.push(...uploadLogEntries(message, counts, refusals[index] ?? []));
    }
    await writeLogs(tx, logs);
  }

  /**
   * Latest values, counters, alarms and statuses for new readings in time order; their
   * measurements go to the rollup queue, which the rollup folder merges into the rollups. The
   * batch's gateways are marked online in the same statement.
   */
  async function applyReadings(
    tx: Database,
    readings: TAcceptedFrame[],
    gatewaysOnline: SQL | undefined,
  ): Promise<TLatestUpdate[]> {
    if (readings.length === 0) {
      await writeTogether(tx, [gatewaysOnline]);
      return [];
    }
    const devicesById = new Map(readings.map((reading) => [reading.device.id, reading.device]));
    const { latest, openCodes } = await loadDeviceStates(tx, [...devicesById.values()]);
    const alarmsChanged = new Set<string>();
    const queued: TQueuedReading[] = [];
    const seen = new Map<string, number>();
    const changedLatest = new Map<string, TLatest>();
    const refusedSteps: TCommunicationLogEntry[] = [];
    for (const reading of readings) {
      const { device, at } = reading;
      const measured = measure(reading.decoded.values);
      const row = latest.get(device.id) ?? { readAt: -Infinity, counters: {} };
      // Values dated beyond the clock skew (stored before the time bounds) are not newer than
      // anything: the first reading in bounds replaces them.
      const aheadOf = now() + timeBounds.skewMs;
      if (row.readAt > aheadOf) row.readAt = -Infinity;
      const { energy, implausible } = advanceCounters(
        row.counters,
        measured.counters,
        at,
        { bounds: device, dictionary: reading.dictionary },
        (baseline) => baseline.at <= aheadOf,
      );
      for (const step of implausible)
        refusedSteps.push({
          gatewaySn: reading.gatewaySn,
          deviceSn: device.sn,
          kind: 'implausibleEnergy',
          detail: implausibleDetail(step),
        });
      queued.push({
        deviceId: device.id,
        readAt: at,
        samples: measured.valueSamples,
        roles: measured.roleSamples,
        energy,
      });
      if (at >= row.readAt) {
        Object.assign(row, { readAt: at, values: reading.decoded.values, roles: latestRolesOf(measured) });
        if (await applyFrameAlarms(tx, reading, openCodes)) alarmsChanged.add(device.id);
      }
      latest.set(device.id, row);
      changedLatest.set(device.id, row);
      seen.set(device.id, Math.max(seen.get(device.id) ?? 0, Math.min(at, now())));
    }
    await writeTogether(tx, [
      ...latestWrites(changedLatest),
      queueWrite(queued),
      devicesSeenWrite(seen),
      gatewaysOnline,
    ]);
    await writeLogs(tx, refusedSteps);
    // A device back from offline closes its offline event; its status and others' whose alarms
    // changed are derived again. Devices with nothing new keep their status untouched.
    const backOnline = [...devicesById.values()].filter((device) => device.status === 'offline');
    await closeEvents(
      tx,
      backOnline.map((device) => ({
        sourceSn: device.sn,
        code: offlineOrigin,
        at: new Date(seen.get(device.id) ?? now()),
      })),
    );
    const plants = await refreshDeviceStatuses(
      tx,
      [...alarmsChanged, ...backOnline.map((device) => device.id)],
      {
        justReported: true,
      },
    );
    await refreshPlantStatuses(tx, plants);
    return [...changedLatest].flatMap(([deviceId, row]) =>
      row.values
        ? [
            {
              deviceId,
              deviceSn: devicesById.get(deviceId)?.sn ?? '',
              readAt: row.readAt,
              values: row.values,
            },
          ]
        : [],
    );
  }

  /**
   * Alarm words a frame carries open and close events of the entries (origins) they belong to.
   * Returns whether any event opened or closed.
   */
  async function applyFrameAlarms(
    tx: Database,
    reading: TAcceptedFrame,
    openCodes: Map<string, Set<string>>,
  ) {
    let hasChanged = false;
    for (const entry of reading.dictionary.entries) {
      if (!entry.flags) continue;
      const words = reading.decoded.values.find((value) => value.key === entry.key)?.value;
      if (!Array.isArray(words)) continue;
      const open = openCodesIn(openCodes, reading.device.sn, entry.key);
      const flags = activeFlags(entry, words);
      hasChanged =
        (await applyAlarmWords(tx, reading.device, entry.key, flags, new Date(reading.at), open)) ||
        hasChanged;
    }
    return hasChanged;
  }

  async function reportGatewayOnline(
    tx: Database,
    gateway: TIngestGateway,
    details: Parameters<typeof markGatewaySeen>[3] = {},
  ) {
    await markGatewaySeen(tx, gateway.id, new Date(now()), { ...details, status: 'normal' });
    if (gateway.status === 'offline')
      await closeEvents(tx, [{ sourceSn: gateway.sn, code: offlineOrigin, at: new Date(now()) }]);
  }

  async function storeStatus(
    tx: Database,
    gateway: TIngestGateway,
    status: TGatewayStatus,
  ): Promise<TUploadOutcome> {
    const details = {
      ...(status.firmware && { softwareVersion: status.firmware }),
      ...(status.hardware && { hardwareVersion: status.hardware }),
      ...(status.rssi !== undefined && { rssi: status.rssi }),
      ...(status.network && { communicationType: status.network }),
    };
    if (status.online) {
      await reportGatewayOnline(tx, gateway, details);
      await recordDeviceFirmware(tx, gateway.id, status.devices ?? []);
    } else {
      await markGatewaySeen(tx, gateway.id, new Date(now()), { ...details, status: 'offline' });
      await openEvents(tx, [
        {
          sourceSn: gateway.sn,
          gatewayId: gateway.id,
          plantId: gateway.plantId,
          origin: offlineOrigin,
          code: offlineOrigin,
          name: offlineName,
          level: 'offline',
          // A last will carries the time its gateway connected; it is published when the
          // connection is lost, which for the ingest is now.
          at: new Date(now()),
        },
      ]);
    }
    await writeLogs(tx, [
      { gatewaySn: gateway.sn, kind: 'status', detail: status.online ? 'online' : 'offline' },
    ]);
    return { kind: 'status' };
  }

  async function storeEvents(
    tx: Database,
    gateway: TIngestGateway,
    upload: TEventsUpload,
    topic: string,
  ): Promise<TUploadOutcome> {
    const [device] = upload.deviceSn ? await findDevicesOfGateway(tx, gateway.id, [upload.deviceSn]) : [];
    if (upload.deviceSn && !device)
      return refuse(tx, {
        gatewaySn: gateway.sn,
        deviceSn: upload.deviceSn,
        kind: 'unknownDevice',
        topic,
        detail: 'The device is not registered behind this gateway',
      });
    const badTime = timeRefusal(upload.ts);
    if (badTime)
      return refuse(tx, {
        gatewaySn: gateway.sn,
        deviceSn: upload.deviceSn,
        kind: badTime.kind,
        topic,
        detail: `Events ${badTime.message}`,
      });
    const dictionary = device ? resolveDictionary(device.dictionaryId) : undefined;
    const at = new Date(upload.ts);
    const openCodes = await openCodesOf(tx, device ? [device.sn] : []);
    for (const { key, words } of upload.alarmWords ?? []) {
      const entry = dictionary?.entries.find((candidate) => candidate.key === key && candidate.flags);
      if (!device || !entry) {
        await writeLogs(tx, [
          {
            gatewaySn: gateway.sn,
            deviceSn: upload.deviceSn,
            kind: 'frameRefused',
            topic,
            detail: `No alarm word ${key}`,
          },
        ]);
        continue;
      }
      await applyAlarmWords(
        tx,
        device,
        key,
        activeFlags(entry, words),
        at,
        openCodesIn(openCodes, device.sn, key),
      );
    }
    await applyEventCodes(tx, { gateway, device }, upload.codes ?? [], at);
    if (device)
      await refreshPlantStatuses(tx, await refreshDeviceStatuses(tx, [device.id], { justReported: false }));
    return { kind: 'events' };
  }

  /**
   * A gateway's reply to a command, handed to @sunfleet/commands in this upload's transaction; the
   * communication log keeps it as applied, ignored (already final) or refused (never issued here).
   */
  async function storeReply(
    tx: Database,
    gateway: TIngestGateway,
    reply: z.infer<typeof ZCommandReply>,
    topic: string,
  ): Promise<TUploadOutcome> {
    const { outcome, log } = await receiveCommandReply(tx, gateway.sn, reply, commandTimings);
    if (log.kind === 'replyRefused') return refuse(tx, { gatewaySn: gateway.sn, topic, ...log });
    // A reply proves the gateway is connected, even when its "online" status was lost (a broker
    // queue dropped it while the ingest was away): without this it would wait, recorded offline,
    // for its next upload before anything else is sent to it.
    if (gateway.status === 'offline') await reportGatewayOnline(tx, gateway);
    await writeLogs(tx, [{ gatewaySn: gateway.sn, topic, ...log }]);
    return {
      kind: 'reply',
      command:
        outcome.kind === 'applied' && outcome.changed ? { id: outcome.id, gatewaySn: gateway.sn } : undefined,
      applied:
        outcome.kind === 'applied' && outcome.changed
          ? { id: outcome.id, state: outcome.state, requestId: outcome.requestId }
          : undefined,
    };
  }

  return { process, processBatch };
}
export type UploadProcessor = ReturnType<typeof createUploadProcessor>;

/** A message as received, before the database is asked about its gateway. */
type TReceivedMessage = {
  topic: string;
  sn: string | undefined;
  bytes: number;
  /** Undefined when the topic is not a gateway uplink. */
  message?: TParsedMessage;
};

type TParsedMessage =
  | { success: false; error: string }
  | { success: true; channel: 'frames'; data: TFramesUpload }
  | { success: true; channel: 'status'; data: TGatewayStatus }
  | { success: true; channel: 'events'; data: TEventsUpload }
  | { success: true; channel: 'reply'; data: z.infer<typeof ZCommandReply> };

function parseMessage(channel: keyof typeof uplinkSchemas, payload: Buffer): TParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { success: false, error: 'The payload is not JSON' };
  }
  const result = uplinkSchemas[channel].safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { success: false, error: `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'invalid'}` };
  }
  return { success: true, channel, data: result.data } as TParsedMessage;
}

/** The open codes of one alarm word of a device, as a set kept inside the map. */
function openCodesIn(openCodes: Map<string, Set<string>>, sn: string, origin: string): Set<string> {
  const id = openCodesKey(sn, origin);
  let open = openCodes.get(id);
  if (!open) {
    open = new Set();
    openCodes.set(id, open);
  }
  return open;
}

/**
 * The communication-log rows of a frames upload: one row per refusal reason, however many frames
 * it refused (an upload naming 500 unknown devices is one row whose `repeats` is 500, naming a few
 * of them), the first of them carrying the upload's counts; an upload with nothing refused is one
 * `upload` row with its counts.
 */
function uploadLogEntries(
  { gateway, upload, topic, bytes }: TFramesMessage,
  counts: { frames: number; stored: number; duplicates: number; refused: number },
  refusals: TFrameRefused[],
): TCommunicationLogEntry[] {
  const byKind = new Map<TCommunicationLogKind, TFrameRefused[]>();
  for (const refusal of refusals) {
    const list = byKind.get(refusal.kind);
    if (list) list.push(refusal);
    else byKind.set(refusal.kind, [refusal]);
  }
  const deviceSns = [...new Set(upload.frames.map((frame) => frame.deviceSn))];
  const summary = `${counts.frames} frames: ${counts.stored} stored, ${counts.duplicates} duplicates, ${counts.refused} refused`;
  const common = { gatewaySn: gateway.sn, topic, msgId: upload.msgId, bytes };
  if (byKind.size === 0)
    return [
      {
        ...common,
        kind: 'upload',
        deviceSn: deviceSns.length === 1 ? deviceSns[0] : undefined,
        counts,
        detail: summary,
      },
    ];
  return [...byKind].map(([kind, list], index) => {
    const sns = [...new Set(list.map((refusal) => refusal.deviceSn))];
    const first = list[0]?.detail ?? '';
    const named = sns.slice(0, 3).join(', ') + (sns.length > 3 ? ` and ${sns.length - 3} more` : '');
    return {
      ...common,
      kind,
      deviceSn: sns.length === 1 ? sns[0] : undefined,
      repeats: list.length,
      ...(index === 0 && { counts }),
      detail: list.length === 1 ? first : `${list.length} frames (${named}): ${first}`,
    };
  });
}
