import type { TDeviceFrame } from '@sunfleet/contract/gateway-wire';
import type { Database } from '@sunfleet/db/connect';
import type { TCounterBaseline, TRollupPeriod } from '@sunfleet/db/telemetry-schema';
import { decodeFrame } from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { advanceCounters, latestRolesOf, measure } from './readings.ts';
import {
  applyRollups,
  findSenders,
  insertFreshRollups,
  insertRawFrames,
  latestWrites,
  rollupsOf,
  writeTogether,
  type TIngestDevice,
  type TLatest,
} from './repository.ts';
import { RollupBatch, type TDeviceContext, type TRollupContent, type TRollupKey } from './rollups.ts';

/** A device's frame of the past and the gateway that polled it. */
export type THistoryFrame = { gatewaySn: string; frame: TDeviceFrame };

export type THistoryFolderOptions = {
  db: Database;
  /** Frames older than this go into hour, day and month rows only (they were polled hourly). */
  fineFrom: number;
  /**
   * Bucket rows merged per statement when devices already have rollups (default 2,500): a plant's
   * rows are written in one statement, which takes at most 65,535 parameters.
   */
  chunkBuckets?: number;
  /**
   * Buckets held in memory before they are merged into the stored rows (default 1,000,000, some
   * 4 years of a dozen devices): below it the whole past is folded in memory and each row written
   * once at `finish`, the fast path of a first start.
   */
  maxBuckets?: number;
  resolveDictionary?: (id: string) => TProtocolDictionary | undefined;
};

const coarsePeriods: readonly TRollupPeriod[] = ['hour', 'day', 'month'];

type TDeviceHistory = {
  device: TIngestDevice;
  context: TDeviceContext;
  dictionary: TProtocolDictionary;
  counters: Record<string, TCounterBaseline>;
  last?: { gatewaySn: string; frame: TDeviceFrame; roles: Record<string, number> };
};

/**
 * Folds a plant's past — frames a simulator or a data logger's backlog produced, oldest first per
 * device — into the rollups with the code the live ingest uses (`measure`, counter energy by
 * baselines, `RollupBatch`, `applyRollups`), so live readings continue the same rows without a
 * seam. It skips the rollup queue and the per-upload bookkeeping (alarms, statuses, raw frames),
 * which a past that is already over does not need; `finish` stores each device's newest frame,
 * reading time and counter baselines as the ingest would, so the next live reading's counters
 * count from there. Frames of devices not registered (or without a plant) are skipped.
 */
export class HistoryFolder {
  private readonly devices = new Map<string, TDeviceHistory | null>();
  private batch = new RollupBatch();
  private pending = 0;
  /** Rows being written in the background (`complete`), and what failed there. */
  private writing: Promise<void> = Promise.resolve();
  private failure: Error | undefined;
  readings = 0;

  constructor(private readonly options: THistoryFolderOptions) {}

  async add(frames: readonly THistoryFrame[]): Promise<void> {
    if (this.failure) throw this.failure;
    await this.loadDevices(frames.map(({ frame }) => frame.deviceSn));
    for (const { gatewaySn, frame } of frames) {
      const history = this.devices.get(frame.deviceSn);
      if (!history) continue;
      const decoded = decodeFrame(history.dictionary, frame.blocks);
      if (decoded.invalidatedBy) continue;
      const measured = measure(decoded.values);
      const at = frame.ts;
      const periods = at < this.options.fineFrom ? coarsePeriods : undefined;
      this.batch.addReading(
        history.context,
        at,
        { samples: measured.valueSamples, roles: measured.roleSamples },
        periods,
      );
      const { energy } = advanceCounters(history.counters, measured.counters, at, {
        bounds: history.device,
        dictionary: history.dictionary,
      });
      for (const [role, kWh, since] of energy)
        this.batch.addEnergy(history.context, since, at, role, kWh, periods);
      history.last = { gatewaySn, frame, roles: latestRolesOf(measured) };
      this.pending += 1;
      this.readings += 1;
      if (this.batch.size >= (this.options.maxBuckets ?? 1_000_000)) await this.flush();
    }
  }

  /** Merges what is pending and stores every device's newest reading and counter baselines. */
  async finish(): Promise<void> {
    await this.flush();
    const newest = [...this.devices.values()].flatMap((history) => (history?.last ? [history] : []));
    if (newest.length === 0) return;
    const latest = new Map<string, TLatest>(
      newest.map(({ device, counters, last }) => [
        device.id,
        { readAt: last?.frame.ts ?? 0, values: [], roles: last?.roles ?? {}, counters },
      ]),
    );
    await this.options.db.transaction(async (tx) => {
      await insertRawFrames(
        tx,
        newest.flatMap(({ last }) =>
          last
            ? [
                {
                  gatewaySn: last.gatewaySn,
                  msgId: `history-${last.frame.ts}`,
                  deviceSn: last.frame.deviceSn,
                  readAt: new Date(last.frame.ts),
                  blocks: last.frame.blocks,
                },
              ]
            : [],
        ),
      );
      await writeTogether(tx, latestWrites(latest));
    });
  }

  /**
   * Says that everything added so far is complete — no later frame falls into its buckets, as when
   * a simulator moves on to its next plant — and starts writing it, while frames keep coming in;
   * the next `add` or `finish` waits for it.
   */
  complete(): void {
    if (this.pending === 0) return;
    const entries = this.batch.entries();
    this.batch = new RollupBatch();
    this.pending = 0;
    this.writing = this.writing
      .then(() => this.write(entries))
      .catch((error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      });
  }

  private async flush(): Promise<void> {
    this.complete();
    await this.writing;
    if (this.failure) throw this.failure;
  }

  /**
   * Plants without any rollup row (a first start) get each row inserted once, their plant rows
   * computed in memory, statement by statement so that frames keep being read in between;
   * otherwise the rows are merged as the live ingest merges them, `chunkBuckets` at a time.
   */
  private async write(entries: { key: TRollupKey; content: TRollupContent }[]): Promise<void> {
    const { db } = this.options;
    const deviceIds = [...new Set(entries.map(({ key }) => key.deviceId))];
    const plantIds = [...new Set(entries.flatMap(({ key }) => (key.plantId ? [key.plantId] : [])))];
    const { hasRollups, kinds } = await rollupsOf(db, deviceIds, plantIds);
    if (!hasRollups) return insertFreshRollups(db, entries, kinds);
    const chunk = this.options.chunkBuckets ?? 2_500;
    await db.transaction(async (tx) => {
      for (let from = 0; from < entries.length; from += chunk)
        await applyRollups(tx, entries.slice(from, from + chunk));
    });
  }

  private async loadDevices(sns: readonly string[]): Promise<void> {
    const unknown = [...new Set(sns)].filter((sn) => !this.devices.has(sn));
    if (unknown.length === 0) return;
    const { devices } = await findSenders(this.options.db, [], unknown);
    const resolve = this.options.resolveDictionary ?? findShippedDictionary;
    for (const sn of unknown) this.devices.set(sn, null);
    for (const device of devices) {
      const dictionary = resolve(device.dictionaryId);
      if (!device.plantId || !dictionary) continue;
      this.devices.set(device.sn, {
        device,
        dictionary,
        context: { deviceId: device.id, plantId: device.plantId, timeZone: device.timeZone },
        counters: {},
      });
    }
  }
}
