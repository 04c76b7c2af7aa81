/**
 * Publish-to-queryable latency of live readings: per reading, the time from its publish (in the
 * gateway process) until its device's row is committed in device_latest (the ingest's `latest`
 * event fires after the commit, so the row is queryable then), both on the machine's monotonic
 * clock (`monotonicMs`).
 */
import { until } from '@sunfleet/ingest/testing';
import { monotonicMs, type TPublishedReading } from './ingest-fleet.ts';
import { percentile } from './percentile.ts';

type TLatestSource = {
  on(event: 'latest', listener: (update: { deviceSn: string; readAt: number }) => void): unknown;
  off(event: 'latest', listener: (update: { deviceSn: string; readAt: number }) => void): unknown;
};

export type TLatency = { p50: number; p99: number; samples: number };

/** Starts noting commits from `source` (an ingest or Sunfleet's live data); `stop` ends it. */
export function watchCommits(source: TLatestSource) {
  // A device's newest values are reported once per batch, so a reading counts as committed with
  // the first report of its device at or after its time (a gateway's uploads are stored in order).
  const reports = new Map<string, { readAt: number; at: number }[]>();
  const onLatest = ({ deviceSn, readAt }: { deviceSn: string; readAt: number }) => {
    const list = reports.get(deviceSn) ?? [];
    list.push({ readAt, at: monotonicMs() });
    reports.set(deviceSn, list);
  };
  source.on('latest', onLatest);
  const committedAt = (deviceSn: string, ts: number) =>
    reports.get(deviceSn)?.find((report) => report.readAt >= ts)?.at;
  return {
    /** Waits until every reading is committed, then their latencies, p50 and p99. */
    async latency(readings: readonly TPublishedReading[], timeoutMs = 60_000): Promise<TLatency> {
      await until(
        () => readings.every(({ deviceSn, ts }) => committedAt(deviceSn, ts) !== undefined),
        `${readings.length} published readings committed`,
        timeoutMs,
      );
      const sorted = readings
        .map(({ deviceSn, ts, publishedAt }) => committedAt(deviceSn, ts)! - publishedAt)
        .sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length };
    },
    stop: () => source.off('latest', onLatest),
  };
}
