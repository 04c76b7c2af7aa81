import type { TLang } from '@sunfleet/contract/lang';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import type { Database } from '@sunfleet/db/connect';
import { eq, sql } from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { deviceLatest, devices, rawFrames } from '@sunfleet/db/telemetry-schema';
import type { TFrameBlock } from '@sunfleet/protocols/codec';
import type { TDecodedValue } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { decodeStoredFrame, dictionaryOf, latestValuesOf } from './latest-values.ts';

export function createTelemetryRepository(db: Database) {
  /** The device's newest raw frame (the one its latest row names), decoded with its dictionary. */
  async function latestFrame(
    deviceId: string,
  ): Promise<{ readAt: Date; dictionary: TProtocolDictionary | undefined; values: TDecodedValue[] } | null> {
    const [row] = await db
      .select({
        readAt: deviceLatest.readAt,
        dictionaryId: devices.dictionaryId,
        stored: protocolDictionaries.dictionary,
        blocks: sql<TFrameBlock[] | null>`(
            SELECT ${rawFrames.blocks} FROM ${rawFrames}
            WHERE ${rawFrames.deviceSn} = ${devices.sn} AND ${rawFrames.readAt} = ${deviceLatest.readAt}
            ORDER BY ${rawFrames.receivedAt} DESC LIMIT 1)`,
      })
      .from(deviceLatest)
      .innerJoin(devices, eq(devices.id, deviceLatest.deviceId))
      .leftJoin(protocolDictionaries, eq(protocolDictionaries.id, devices.dictionaryId))
      .where(eq(deviceLatest.deviceId, deviceId));
    if (!row) return null;
    const dictionary = dictionaryOf(row.dictionaryId, row.stored);
    return {
      readAt: row.readAt,
      dictionary,
      values: decodeStoredFrame(row.dictionaryId, row.stored, row.blocks),
    };
  }

  return {
    latestFrame,

    /** Decoded from the device's newest raw frame (the one its latest row names). */
    async latestValues(deviceId: string, sn: string, lang: TLang): Promise<TLatestValues | null> {
      const frame = await latestFrame(deviceId);
      return frame && latestValuesOf(sn, frame.readAt.getTime(), frame.values, lang);
    },
  };
}
export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
