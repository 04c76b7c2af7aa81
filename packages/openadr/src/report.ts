import type { TOadrReportRequest, TOadrValuesMap } from './schema.ts';

/**
 * The performance report Sunfleet posts for an event (docs/adr/0049): one resource per battery
 * (its SN), with one interval for the event's window carrying
 * - `BASELINE` (KW, MEAN): the baseline, 0 kW — the programmes pay the battery's own discharge;
 * - `DELTA_USAGE` (KW, MEAN): measured minus baseline, so a discharge is negative (`DEMAND` and
 *   `USAGE` have `minimum: 0` and cannot carry an export);
 * - `STORAGE_CHARGE_LEVEL` (PERCENT as a fraction 0–1, the enumerations' `maximum: 1`) at the end,
 *   and an instant interval at the start carrying the SoC then;
 * - `DATA_QUALITY`: OK, ESTIMATED (readings missing) or MISSING (none);
 * - `OPERATING_STATE` `IDLE_OPTED_OUT` for a battery its customer opted out — OpenADR 3 has no
 *   opt-out service, this report is its only standard signal.
 */
export type TBatteryPerformance = {
  resourceName: string;
  startMs: number;
  endMs: number;
  averageKw: number;
  baselineKw: number;
  /** 0–1 fractions, or null without a reading. */
  socStart: number | null;
  socEnd: number | null;
  /** Share of the expected readings received, 0–1. */
  completeness: number;
  isOptedOut: boolean;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const iso = (ms: number) => new Date(ms).toISOString();

/** ISO 8601 duration of whole seconds (`PT10800S` for three hours). */
export const secondsDuration = (ms: number) => `PT${Math.max(0, Math.round(ms / 1000))}S`;

export function dataQualityOf(completeness: number): 'OK' | 'ESTIMATED' | 'MISSING' {
  if (completeness <= 0) return 'MISSING';
  return completeness >= 0.99 ? 'OK' : 'ESTIMATED';
}

const fraction = (value: number) => round(Math.min(1, Math.max(0, value)), 4);

function windowPayloads(battery: TBatteryPerformance): TOadrValuesMap[] {
  if (battery.isOptedOut) return [{ type: 'OPERATING_STATE', values: ['IDLE_OPTED_OUT'] }];
  return [
    { type: 'BASELINE', values: [round(battery.baselineKw, 3)] },
    { type: 'DELTA_USAGE', values: [round(battery.baselineKw - battery.averageKw, 3)] },
    ...(battery.socEnd === null
      ? []
      : [{ type: 'STORAGE_CHARGE_LEVEL', values: [fraction(battery.socEnd)] }]),
    { type: 'DATA_QUALITY', values: [dataQualityOf(battery.completeness)] },
  ];
}

export function performanceReport(input: {
  eventID: string;
  clientName: string;
  batteries: readonly TBatteryPerformance[];
}): TOadrReportRequest {
  return {
    eventID: input.eventID,
    clientName: input.clientName,
    reportName: `performance-${input.eventID}`,
    payloadDescriptors: [
      { objectType: 'REPORT_PAYLOAD_DESCRIPTOR', payloadType: 'BASELINE', readingType: 'MEAN', units: 'KW' },
      {
        objectType: 'REPORT_PAYLOAD_DESCRIPTOR',
        payloadType: 'DELTA_USAGE',
        readingType: 'MEAN',
        units: 'KW',
      },
      {
        objectType: 'REPORT_PAYLOAD_DESCRIPTOR',
        payloadType: 'STORAGE_CHARGE_LEVEL',
        readingType: 'DIRECT_READ',
        units: 'PERCENT',
      },
      { objectType: 'REPORT_PAYLOAD_DESCRIPTOR', payloadType: 'DATA_QUALITY' },
      { objectType: 'REPORT_PAYLOAD_DESCRIPTOR', payloadType: 'OPERATING_STATE' },
    ],
    resources: input.batteries.map((battery) => ({
      resourceName: battery.resourceName,
      intervalPeriod: {
        start: iso(battery.startMs),
        duration: secondsDuration(battery.endMs - battery.startMs),
      },
      intervals: [
        ...(battery.socStart === null || battery.isOptedOut
          ? []
          : [
              {
                id: 0,
                intervalPeriod: { start: iso(battery.startMs), duration: 'PT0S' },
                payloads: [{ type: 'STORAGE_CHARGE_LEVEL', values: [fraction(battery.socStart)] }],
              },
            ]),
        { id: 1, payloads: windowPayloads(battery) },
      ],
    })),
  };
}
