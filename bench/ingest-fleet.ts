/**
 * The ingest benchmark's reference fleet, shared by the benchmark and its gateway process: five
 * Deye hybrids behind each gateway, uploading one reading per device each minute.
 */
import type { TFramesUpload } from '@sunfleet/contract/gateway-wire';
import { decodeFrame, encodeRegisters } from '@sunfleet/protocols/codec';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';

export type TFleetGateway = { sn: string; key: string; deviceSns: string[] };

export const devicesPerGateway = 5;
const readingsStart = Date.UTC(2026, 5, 21, 8, 0);
const minute = 60_000;

/** The n-th minute's upload of a gateway (or dated `ts`): one frame per device, counters rising. */
export function uploadOf(gateway: TFleetGateway, n: number, ts = readingsStart + n * minute): TFramesUpload {
  return {
    msgId: `${gateway.sn}-${n}`,
    sentAt: ts,
    frames: gateway.deviceSns.map((deviceSn, index) => ({
      deviceSn,
      dictionaryId: deyeHybrid.id,
      ts,
      blocks: encodeRegisters(deyeHybrid, {
        pv1Power: 2_000 + 10 * index + (n % 7),
        pv2Power: 1_500 + (n % 5),
        totalProduction: 10_000 + index + n * 0.05,
        batterySoc: 50 + (n % 40),
      }),
    })),
  };
}

/** Decoded values in one device's reading. */
export const valuesPerFrame = decodeFrame(
  deyeHybrid,
  uploadOf({ sn: 'x', key: '', deviceSns: ['x'] }, 0).frames[0]!.blocks,
).values.length;

/** The reference fleet: 1,000 plants × 5 devices × 100 values per minute. */
export const fleetValuesPerSecond = (1_000 * 5 * 100) / 60;
/** The reference fleet's rate in uploads of five devices (about 22 a second). */
export const fleetUploadsPerSecond = fleetValuesPerSecond / valuesPerFrame / devicesPerGateway;

/** Milliseconds on the system's monotonic clock, the same in every process of the machine. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** What the benchmark asks of its gateway process. */
export type TGatewayCommand =
  | { kind: 'connect'; url: string; fleet: TFleetGateway[] }
  /** The first `gateways` of the fleet build their next `uploads` uploads each, to publish at once. */
  | { kind: 'prepareBurst'; gateways: number; uploads: number }
  | { kind: 'burst' }
  /** The whole fleet publishes its next uploads, gateway after gateway, evenly over the time. */
  | { kind: 'paced'; uploadsPerSecond: number; seconds: number }
  | { kind: 'end' };

/** A reading the gateway process published, and when (`monotonicMs`). */
export type TPublishedReading = { deviceSn: string; ts: number; publishedAt: number };

/** What the gateway process answers; `published` lists the readings of a paced phase. */
export type TGatewayReply =
  | { kind: 'connected' }
  | { kind: 'prepared' }
  | { kind: 'published'; readings: TPublishedReading[] }
  | { kind: 'ended' };
