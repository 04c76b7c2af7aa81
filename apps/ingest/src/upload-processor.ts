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
import type { TLatestValue } from '@sunfleet/db/telemetry-schema';
import { activeFlags, decodeFrame, FrameDecodeError, type TDecodedFrame } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { applyAlarmWords, applyEventCodes } from './alarms.ts';
import { counterEnergy, measure } from './readings.ts';
import {
  applyRollups,
  findDevicesOfGateway,
  findGateway,
  insertRawFrames,
  loadLatest,
  lockRollupOwners,
  markDevicesSeen,
  markGatewaySeen,
  readingKey,
  saveLatest,
  writeLogs,
  type TCommunicationLogEntry,
  type TCommunicationLogKind,
  type TIngestDevice,
  type TIngestGateway,
  type TLatest,
} from './repository.ts';
import { RollupBatch } from './rollups.ts';
import {
  closeEvent,
  openCodesKey,
  openCodesOf,
  offlineName,
  offlineOrigin,
  openEvents,
  refreshDeviceStatuses,
  refreshPlantStatuses,
} from './status-repository.ts';

/** A device's newest values after a stored upload, for realtime push. */
export type TLatestUpdate = {
  deviceId: string;
  deviceSn: string;
  readAt: number;
  values: Record<string, TLatestValue>;
};

export type TUploadOutcome =
  | { kind: 'refused'; reason: TCommunicationLogKind; detail: string }
  | { kind: 'frames'; stored: number; duplicates: number; refused: number; latest: TLatestUpdate[] }
  | { kind: 'status' | 'events' | 'reply' };

export type TUploadOptions = {
  db: Database;
  /** Where a device's dictionary comes from; defaults to the dictionaries Sunfleet ships. */
  resolveDictionary?: (id: string) => TProtocolDictionary | undefined;
  now?: () => number;
};

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
  device: TIngestDevice;
  dictionary: TProtocolDictionary;
  at: number;
  frame: TFramesUpload['frames'][number];
  decoded: TDecodedFrame;
};

/**
 * Turns one MQTT message on a gateway uplink topic into stored rows. Bad input (unknown gateway,
 * malformed JSON, foreign device, undecodable frame) is refused with a communication-log row and
 * reported as an outcome; database errors are thrown so the caller does not acknowledge the message.
 */
export function createUploadProcessor({
  db,
  resolveDictionary = findShippedDictionary,
  now = Date.now,
}: TUploadOptions) {
  async function refuse(entry: TCommunicationLogEntry): Promise<TUploadOutcome> {
    await writeLogs(db, [entry]);
    return { kind: 'refused', reason: entry.kind, detail: entry.detail };
  }

  async function process(topic: string, payload: Buffer): Promise<TUploadOutcome> {
    const parsed = parseGatewayTopic(topic);
    if (!parsed || parsed.direction !== 'up')
      return refuse({
        gatewaySn: parsed?.sn ?? '',
        kind: 'publishRefused',
        topic,
        detail: 'Not a gateway uplink topic',
      });
    const gateway = await findGateway(db, parsed.sn);
    if (!gateway)
      return refuse({
        gatewaySn: parsed.sn,
        kind: 'unknownGateway',
        topic,
        detail: 'No gateway has this SN',
      });
    const message = parseMessage(parsed.channel, payload);
    if (!message.success)
      return refuse({ gatewaySn: gateway.sn, kind: 'malformedPayload', topic, detail: message.error });
    switch (message.channel) {
      case 'frames':
        return storeFrames(gateway, message.data, topic);
      case 'status':
        return storeStatus(gateway, message.data);
      case 'events':
        return storeEvents(gateway, message.data, topic);
      case 'reply':
        return storeReply(gateway, message.data, topic);
    }
  }

  function acceptFrame(
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
    try {
      const decoded = decodeFrame(dictionary, frame.blocks);
      if (decoded.invalidatedBy)
        throw new FrameRefusal(
          'frameRefused',
          `The device sent an invalid frame (${decoded.invalidatedBy} out of range)`,
        );
      return { device, dictionary, at: frame.ts, frame, decoded };
    } catch (error) {
      if (error instanceof FrameDecodeError)
        throw new FrameRefusal('frameRefused', `${error.code}: ${error.message}`);
      throw error;
    }
  }

  async function storeFrames(
    gateway: TIngestGateway,
    upload: TFramesUpload,
    topic: string,
  ): Promise<TUploadOutcome> {
    const sns = [...new Set(upload.frames.map((frame) => frame.deviceSn))];
    const devicesBySn = new Map(
      (await findDevicesOfGateway(db, gateway.id, sns)).map((device) => [device.sn, device]),
    );
    const refusals: TCommunicationLogEntry[] = [];
    const accepted = new Map<string, TAcceptedFrame>();
    for (const frame of upload.frames) {
      try {
        const reading = acceptFrame(devicesBySn.get(frame.deviceSn), frame);
        accepted.set(readingKey(frame.deviceSn, frame.ts), reading);
      } catch (error) {
        if (!(error instanceof FrameRefusal)) throw error;
        refusals.push({
          gatewaySn: gateway.sn,
          deviceSn: frame.deviceSn,
          kind: error.kind,
          topic,
          detail: error.message,
        });
      }
    }
    const frames = [...accepted.values()];
    return db.transaction(async (tx) => {
      await writeLogs(tx, refusals);
      await lockRollupOwners(
        tx,
        frames.map((reading) => reading.device.plantId ?? reading.device.id),
      );
      const fresh = await insertRawFrames(
        tx,
        gateway.sn,
        upload.msgId,
        frames.map((reading) => ({
          deviceSn: reading.device.sn,
          readAt: new Date(reading.at),
          blocks: reading.frame.blocks,
        })),
      );
      const readings = frames.filter((reading) => fresh.has(readingKey(reading.device.sn, reading.at)));
      const latest = await applyReadings(
        tx,
        readings.sort((a, b) => a.at - b.at),
      );
      await reportGatewayOnline(tx, gateway);
      return {
        kind: 'frames',
        stored: readings.length,
        duplicates: frames.length - readings.length,
        refused: refusals.length,
        latest,
      };
    });
  }

  /** Latest values, counters, rollups, alarms and statuses for new readings in time order. */
  async function applyReadings(tx: Database, readings: TAcceptedFrame[]): Promise<TLatestUpdate[]> {
    if (readings.length === 0) return [];
    const devicesById = new Map(readings.map((reading) => [reading.device.id, reading.device]));
    const latest = await loadLatest(tx, [...devicesById.keys()]);
    const openCodes = await openCodesOf(
      tx,
      [...devicesById.values()].map((device) => device.sn),
    );
    const alarmsChanged = new Set<string>();
    const rollups = new RollupBatch();
    const seen = new Map<string, number>();
    const changedLatest = new Map<string, TLatest>();
    for (const reading of readings) {
      const { device, at } = reading;
      const context = { deviceId: device.id, plantId: device.plantId, timeZone: device.timeZone };
      const measured = measure(reading.decoded.values);
      rollups.addReading(context, at, measured);
      const row = latest.get(device.id) ?? { readAt: -Infinity, values: {}, roles: {}, counters: {} };
      for (const [key, counter] of Object.entries(measured.counters)) {
        const baseline = row.counters[key];
        const kWh = counterEnergy(baseline, { ...counter, at });
        if (baseline && kWh !== undefined) rollups.addEnergy(context, baseline.at, at, counter.role, kWh);
        if (!baseline || at > baseline.at)
          row.counters[key] = { value: counter.value, unit: counter.unit, at };
      }
      if (at >= row.readAt) {
        Object.assign(row, { readAt: at, values: measured.latest, roles: measured.roleSamples });
        if (await applyFrameAlarms(tx, reading, openCodes)) alarmsChanged.add(device.id);
      }
      latest.set(device.id, row);
      changedLatest.set(device.id, row);
      seen.set(device.id, Math.max(seen.get(device.id) ?? 0, Math.min(at, now())));
    }
    await saveLatest(tx, changedLatest);
    await applyRollups(tx, rollups.entries());
    await markDevicesSeen(tx, seen);
    // A device back from offline closes its offline event; its status and others' whose alarms
    // changed are derived again. Devices with nothing new keep their status untouched.
    const backOnline = [...devicesById.values()].filter((device) => device.status === 'offline');
    for (const device of backOnline)
      await closeEvent(tx, [device.sn], offlineOrigin, new Date(seen.get(device.id) ?? now()));
    const plants = await refreshDeviceStatuses(
      tx,
      [...alarmsChanged, ...backOnline.map((device) => device.id)],
      {
        justReported: true,
      },
    );
    await refreshPlantStatuses(tx, plants);
    return [...changedLatest].map(([deviceId, row]) => ({
      deviceId,
      deviceSn: devicesById.get(deviceId)?.sn ?? '',
      readAt: row.readAt,
      values: row.values,
    }));
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
    if (gateway.status === 'offline') await closeEvent(tx, [gateway.sn], offlineOrigin, new Date(now()));
  }

  async function storeStatus(gateway: TIngestGateway, status: TGatewayStatus): Promise<TUploadOutcome> {
    await db.transaction(async (tx) => {
      const details = {
        ...(status.firmware && { softwareVersion: status.firmware }),
        ...(status.hardware && { hardwareVersion: status.hardware }),
        ...(status.rssi !== undefined && { rssi: status.rssi }),
        ...(status.network && { communicationType: status.network }),
      };
      if (status.online) {
        await reportGatewayOnline(tx, gateway, details);
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
    });
    return { kind: 'status' };
  }

  async function storeEvents(
    gateway: TIngestGateway,
    upload: TEventsUpload,
    topic: string,
  ): Promise<TUploadOutcome> {
    const [device] = upload.deviceSn ? await findDevicesOfGateway(db, gateway.id, [upload.deviceSn]) : [];
    if (upload.deviceSn && !device)
      return refuse({
        gatewaySn: gateway.sn,
        deviceSn: upload.deviceSn,
        kind: 'unknownDevice',
        topic,
        detail: 'The device is not registered behind this gateway',
      });
    const dictionary = device ? resolveDictionary(device.dictionaryId) : undefined;
    const at = new Date(upload.ts);
    await db.transaction(async (tx) => {
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
    });
    return { kind: 'events' };
  }

  async function storeReply(
    gateway: TIngestGateway,
    reply: z.infer<typeof ZCommandReply>,
    topic: string,
  ): Promise<TUploadOutcome> {
    const progress = reply.progress === undefined ? '' : ` ${reply.progress}%`;
    await writeLogs(db, [
      {
        gatewaySn: gateway.sn,
        kind: 'reply',
        topic,
        detail: `${reply.cmdId} ${reply.status}${reply.stage ? ` ${reply.stage}` : ''}${progress}${reply.error ? `: ${reply.error}` : ''}`,
      },
    ]);
    return { kind: 'reply' };
  }

  return { process };
}
export type UploadProcessor = ReturnType<typeof createUploadProcessor>;

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
