import type { TChartSeries, TDeviceCurve, TDeviceEnergyBars } from '@sunfleet/contract/inverters';
import type { TDeviceDayCurve } from '@sunfleet/contract/fleet-devices';
import type { TLang } from '@sunfleet/contract/lang';
import { nowIn } from '@sunfleet/contract/zoned-date';
import {
  energySpans,
  partialLabelOf,
  rangeOf,
  slotLabels,
  type TChartSpan,
} from '../plants/chart-service.ts';
import { addDays, dayRange } from '../plants/plant-time.ts';
import type { DeviceChartRepository, TDeviceClock } from './device-chart-repository.ts';
import { roleNames } from './families.ts';

/** A curve's series with the factor that brings the stored unit to the shown one (W → kW: 0.001). */
export type TCurveSeries = TChartSeries & { factor: number };

const energySeries = (roles: readonly string[], lang: TLang): TChartSeries[] =>
  roles.map((role) => ({ key: role, name: roleNames[role]?.[lang] ?? role, unit: 'kWh' }));

/** The dates from `from` to `to`, both included. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A device's charts, shaped like the plant's (ADR 0018): a day's 5-minute curve of chosen
 * values, and energy bars with every slot (null where none was measured) and the running one
 * named. A device without a plant reads on UTC.
 */
export function createDeviceChartService(charts: DeviceChartRepository) {
  function barsOf(
    rows: { label: string; values: (number | null)[] }[],
    labels: string[],
    roles: readonly string[],
  ) {
    const byLabel = new Map(rows.map((row) => [row.label, row.values]));
    const empty = roles.map(() => null);
    return {
      bars: labels.map((label) => ({ label, values: byLabel.get(label) ?? empty })),
      total: roles.map((_, index) => rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0)),
    };
  }

  return {
    async curve(device: TDeviceClock, date: string, series: readonly TCurveSeries[]): Promise<TDeviceCurve> {
      const points = await charts.curve(
        device,
        dayRange(date),
        series.map((item) => item.key),
      );
      return {
        date,
        timeZone: device.timeZone,
        series: series.map(({ factor: _factor, ...item }) => item),
        points: points.map((point) => ({
          time: point.time,
          values: point.values.map((value, index) =>
            value === null ? null : value * (series[index]?.factor ?? 1),
          ),
        })),
      };
    },

    /** 5-minute averages of `roles` over a local day (the battery's and weather station's day). */
    async roleCurve(device: TDeviceClock, date: string, roles: readonly string[]): Promise<TDeviceDayCurve> {
      const points = await charts.roleCurve(device, dayRange(date), roles);
      return { date, timeZone: device.timeZone, points };
    },

    async energyBars(
      device: TDeviceClock,
      span: Exclude<TChartSpan, { kind: 'day' }>,
      roles: readonly string[],
      lang: TLang,
    ): Promise<TDeviceEnergyBars> {
      const { period, label } = energySpans[span.kind];
      const rows = await charts.energy(device, period, rangeOf(span), label, roles);
      const now = nowIn(device.timeZone);
      const labels = slotLabels(
        span,
        { commissioningDate: null },
        rows.map((row) => row.label),
        now,
      );
      return {
        timeZone: device.timeZone,
        series: energySeries(roles, lang),
        ...barsOf(rows, labels, roles),
        partialLabel: partialLabelOf(span, now),
      };
    },

    /** Energy of each local date from `from` to `to` (both included). */
    async byDate(
      device: TDeviceClock,
      from: string,
      to: string,
      roles: readonly string[],
      lang: TLang,
    ): Promise<TDeviceEnergyBars> {
      const rows = await charts.energy(device, 'day', { from, to: addDays(to, 1) }, 'date', roles);
      const today = nowIn(device.timeZone).slice(0, 10);
      return {
        timeZone: device.timeZone,
        series: energySeries(roles, lang),
        ...barsOf(rows, datesBetween(from, to), roles),
        partialLabel: today >= from && today <= to ? today : null,
      };
    },
  };
}
export type DeviceChartService = ReturnType<typeof createDeviceChartService>;
