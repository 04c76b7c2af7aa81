import type { TLang } from '@sunfleet/contract/lang';
import {
  maxParamsOffered,
  type TParamCatalogue,
  type TParamHistory,
  type TParamHistoryQuery,
  type TParamOption,
} from '@sunfleet/contract/reports';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, sql } from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { deviceRollups, devices, type TStats } from '@sunfleet/db/telemetry-schema';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary, type TDictionaryEntry } from '@sunfleet/protocols/dictionary';
import { roleInfo } from '@sunfleet/protocols/roles';
import { ErrorCode } from '@sunfleet/contract/errors';
import { AppError } from '../../plugins/envelope.ts';
import { localMidnight, type TPlantClock } from '../plants/chart-repository.ts';
import { kindOrder } from '../devices/repository.ts';
import { addDays } from '../plants/plant-time.ts';

const numericTypes = new Set(['u16', 's16', 'u32', 's32']);

/**
 * Whether the ingest keeps an entry's history: a number without status labels whose role (if any)
 * is averaged — what `measure` puts in a reading's value samples, which 5-minute rollups keep.
 */
export const hasHistory = (entry: TDictionaryEntry) =>
  numericTypes.has(entry.dataType) &&
  !entry.lookup &&
  !entry.flags &&
  (!entry.role || roleInfo[entry.role].aggregation === 'average');

/** A device's chartable values from its dictionary (a shipped one, or the one a company imported). */
export function paramOptions(dictionaryId: string, stored: unknown, lang: TLang): TParamOption[] {
  const dictionary = findShippedDictionary(dictionaryId) ?? ZProtocolDictionary.safeParse(stored).data;
  if (!dictionary) return [];
  const charted = dictionary.entries.filter(hasHistory);
  // Measurements with a unit (voltages, currents, temperatures, SOC …) before bare numbers.
  return [...charted.filter((entry) => entry.unit), ...charted.filter((entry) => !entry.unit)]
    .slice(0, maxParamsOffered)
    .map((entry) => ({ key: entry.key, name: entry.names[lang] ?? entry.names.en, unit: entry.unit }));
}

const mean = (stats: TStats | undefined) => (stats && stats.n > 0 ? stats.sum / stats.n : null);

/**
 * Parameter history (operation data): each device's chartable values, and a device's picked values
 * every 5 minutes over a range of days, from the 5-minute rollups' per-key statistics.
 */
export function createParamHistoryService(db: Database) {
  const devicesOf = (plantId: string) =>
    db
      .select({
        id: devices.id,
        sn: devices.sn,
        alias: devices.alias,
        kind: devices.kind,
        dictionaryId: devices.dictionaryId,
        stored: protocolDictionaries.dictionary,
      })
      .from(devices)
      .leftJoin(protocolDictionaries, eq(protocolDictionaries.id, devices.dictionaryId))
      .where(eq(devices.plantId, plantId))
      .orderBy(kindOrder, devices.sn);

  return {
    async catalogue(plant: TPlantClock, lang: TLang): Promise<TParamCatalogue> {
      return (await devicesOf(plant.id))
        .map((device) => ({
          sn: device.sn,
          alias: device.alias,
          kind: device.kind,
          params: paramOptions(device.dictionaryId, device.stored, lang),
        }))
        .filter((device) => device.params.length > 0);
    },

    async history(plant: TPlantClock, query: TParamHistoryQuery, lang: TLang): Promise<TParamHistory> {
      const device = (await devicesOf(plant.id)).find((candidate) => candidate.sn === query.deviceSn);
      if (!device) throw new AppError(ErrorCode.notFound);
      const options = new Map(
        paramOptions(device.dictionaryId, device.stored, lang).map((option) => [option.key, option]),
      );
      const params = query.keys.map((key) => options.get(key));
      if (params.some((param) => !param)) throw new AppError(ErrorCode.validation);
      const picked = params.filter((param) => param !== undefined);
      const local = sql`(${deviceRollups.bucketStart} AT TIME ZONE ${plant.timeZone})`;
      const rows = await db
        .select({
          time: sql<string>`to_char(${local}, 'YYYY-MM-DD HH24:MI')`,
          valueStats: deviceRollups.valueStats,
        })
        .from(deviceRollups)
        .where(
          and(
            eq(deviceRollups.deviceId, device.id),
            eq(deviceRollups.period, '5m'),
            sql`${deviceRollups.bucketStart} >= ${localMidnight(query.from, plant.timeZone)}`,
            sql`${deviceRollups.bucketStart} < ${localMidnight(addDays(query.to, 1), plant.timeZone)}`,
          ),
        )
        .orderBy(asc(deviceRollups.bucketStart));
      return {
        sn: device.sn,
        alias: device.alias,
        params: picked,
        points: rows.map((row) => ({
          time: row.time,
          values: picked.map((param) => {
            const value = mean(row.valueStats[param.key]);
            return value === null ? null : Math.round(value * 1000) / 1000;
          }),
        })),
      };
    },
  };
}
export type ParamHistoryService = ReturnType<typeof createParamHistoryService>;
