import { z } from 'zod';
import { ZDeviceAbilities } from './abilities.ts';
import { ZEvent } from './events.ts';
import { ZPageQuery } from './paging.ts';
import { ZDeviceStatus, type TDeviceStatus } from './enums.ts';
import type { TLocalized } from './lang.ts';
import { ZStatusCounts } from './plants.ts';
import { plainText, ZGatewayKey, ZGatewaySn } from './validators.ts';

/**
 * Gateways (data loggers), spec sections 3, 4 and 7 "Gateways": the platform registers them before
 * they ship, a company imports them (SN + key), a plant binds them, and they can be unbound,
 * replaced and deleted. Times are ISO 8601 UTC.
 */

export const communicationTypes = ['wifi', 'ethernet', 'cellular'] as const;
export const ZCommunicationType = z.enum(communicationTypes);

/** Whether a gateway serves a plant. */
export const gatewayBindings = ['bound', 'unbound'] as const;
export const ZGatewayBinding = z.enum(gatewayBindings);
export type TGatewayBinding = z.infer<typeof ZGatewayBinding>;

/** The names a reader sees for a binding and a communication type (screens and exports alike). */
export const gatewayBindingNames: Record<TGatewayBinding, TLocalized> = {
  bound: { en: 'Bound', zh: '已绑定', es: 'Vinculada' },
  unbound: { en: 'Unbound', zh: '未绑定', es: 'Sin vincular' },
};
export const communicationTypeNames: Record<(typeof communicationTypes)[number], TLocalized> = {
  wifi: { en: 'Wi-Fi', zh: 'Wi-Fi', es: 'Wi-Fi' },
  ethernet: { en: 'Ethernet', zh: '以太网', es: 'Ethernet' },
  cellular: { en: 'Cellular', zh: '蜂窝网络', es: 'Móvil' },
};

export const ZGatewayListQuery = ZPageQuery.extend({
  status: ZDeviceStatus.optional(),
  binding: ZGatewayBinding.optional(),
  /** Part of the name of the plant it is bound to. */
  plant: z.string().trim().max(64).optional(),
  customerId: z.uuid().optional(),
  protocol: z.string().trim().max(64).optional(),
  /** Part of the SN, the model or the owner's name. */
  keyword: z.string().trim().max(64).optional(),
});
export type TGatewayListQuery = z.infer<typeof ZGatewayListQuery>;

/**
 * Bars of a signal indicator (0–4) for an RSSI in dBm; null when unknown, and while the gateway is
 * offline: its last RSSI is history, and full bars beside "Offline" (during a restart) read as a
 * live link.
 */
export function signalBars(rssi: number | null, status: TDeviceStatus): number | null {
  if (rssi === null || status === 'offline') return null;
  if (rssi >= -65) return 4;
  if (rssi >= -75) return 3;
  if (rssi >= -85) return 2;
  if (rssi >= -95) return 1;
  return 0;
}

export const ZGateway = z.object({
  id: z.uuid(),
  sn: z.string(),
  status: ZDeviceStatus,
  binding: ZGatewayBinding,
  /** Locked by a lock command: it refuses every command but unlock. */
  locked: z.boolean(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which the screens show the gateway's times (null when unbound). */
  plantTimeZone: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  /** The company it belongs to (null while only the platform holds it). */
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  protocol: z.string(),
  communicationType: ZCommunicationType.nullable(),
  model: z.string().nullable(),
  hardwareVersion: z.string().nullable(),
  softwareVersion: z.string().nullable(),
  /** dBm, from its last status report (kept while offline, when `signalBars` is null). */
  rssi: z.number().int().nullable(),
  signalBars: z.number().int().min(0).max(4).nullable(),
  lastOnline: z.iso.datetime().nullable(),
  importedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  devices: z.number().int(),
  /** What the caller may do to it (docs/device-abilities.md); the routes check again. */
  abilities: ZDeviceAbilities,
});
export type TGateway = z.infer<typeof ZGateway>;

/** By status (spec section 4) and by binding. */
export const ZGatewayCounts = ZStatusCounts.extend({ bound: z.number().int(), unbound: z.number().int() });
export type TGatewayCounts = z.infer<typeof ZGatewayCounts>;

export const ZGatewayList = z.object({
  infos: z.array(ZGateway),
  total: z.number().int(),
  counts: ZGatewayCounts,
});
export type TGatewayList = z.infer<typeof ZGatewayList>;

export const ZGatewayDevice = z.object({
  sn: z.string(),
  kind: z.string(),
  /** The protocol dictionary it is polled with (the protocol change dialog compares against it). */
  dictionaryId: z.string(),
  alias: z.string(),
  status: ZDeviceStatus,
  lastSeen: z.iso.datetime().nullable(),
});

export const ZGatewayDecodedValue = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string(), z.array(z.number())]),
  unit: z.string(),
});

/** An upload as stored (raw frames) with its values decoded, or a refusal of the communication log. */
export const ZGatewayUpload = z.object({
  at: z.iso.datetime(),
  deviceSn: z.string().nullable(),
  kind: z.enum(['frame', 'refusal']),
  /** Registers carried (frames). */
  registers: z.number().int(),
  /** Bytes of the blocks as stored (frames). */
  bytes: z.number().int(),
  values: z.array(ZGatewayDecodedValue),
  /** The refusal's kind and detail. */
  detail: z.string(),
});
export type TGatewayUpload = z.infer<typeof ZGatewayUpload>;

export const ZGatewaySignalSample = z.object({ at: z.iso.datetime(), rssi: z.number().int() });

export const ZGatewayDetail = ZGateway.extend({
  deviceList: z.array(ZGatewayDevice),
  uploads: z.array(ZGatewayUpload),
  events: z.array(ZEvent),
  /** The last 24 hours. */
  signal: z.array(ZGatewaySignalSample),
  /** What the devices' values are called in the reader's language, by key. */
  valueNames: z.record(z.string(), z.string()),
});
export type TGatewayDetail = z.infer<typeof ZGatewayDetail>;

export const ZGatewayIdParams = z.object({ id: z.uuid() });

/** `/gateway/import/one` and `/one/check`: the customer it is for, optionally. */
export const ZGatewayImportQuery = z.object({ customerId: z.uuid().optional() });

/** `/gateway/{sn}/check` (plant wizard, step 1). */
export const ZGatewayKeyBody = z.object({ key: ZGatewayKey });

/** `/gateway/create`: what the platform registers before a gateway ships. */
export const ZGatewayCreate = z.object({
  sn: ZGatewaySn.pipe(z.string().max(64)),
  key: ZGatewayKey.pipe(z.string().max(128)),
  model: plainText(40).default(''),
  hardwareVersion: plainText(40).default(''),
});
export type TGatewayCreate = z.infer<typeof ZGatewayCreate>;
export type TGatewayCreateInput = z.input<typeof ZGatewayCreate>;

/** The result of one row of an import or registration sheet (0 taken; 4, 300, 301, 305 refused). */
export const ZGatewayRowResult = z.object({
  /** Row number in the sheet (the header is row 1). */
  row: z.number().int(),
  sn: z.string(),
  code: z.number().int(),
  message: z.string(),
});
export type TGatewayRowResult = z.infer<typeof ZGatewayRowResult>;

export const ZGatewaySheetResult = z.object({
  rows: z.array(ZGatewayRowResult),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows imported or registered (0 for a check). */
  imported: z.number().int(),
});
export type TGatewaySheetResult = z.infer<typeof ZGatewaySheetResult>;

/** `POST /gateways/check`: SN and key pairs checked without importing. */
export const ZGatewaysCheckBody = z.object({
  gateways: z
    .array(z.object({ sn: z.string().max(64), key: z.string().max(128) }))
    .min(1)
    .max(500),
});

/** Multipart fields of the sheet forms. */
export const ZGatewaySheetFields = z.object({ customerId: z.uuid().optional() });

export const ZCustomerOption = z.object({ id: z.uuid(), name: z.string(), account: z.string() });

/** `/workdata/dynamic`: a gateway's devices' readings over a period (at most 31 days). */
export const ZWorkdataQuery = z.object({
  gatewaySn: z.string().trim().min(1).max(64),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
export type TWorkdataQuery = z.infer<typeof ZWorkdataQuery>;

export const ZWorkdataRow = z.object({
  at: z.iso.datetime(),
  deviceSn: z.string(),
  /** Averages over the 5-minute bucket, by value key. */
  values: z.record(z.string(), z.number()),
});
export const ZWorkdata = z.object({
  keys: z.array(z.string()),
  /** What each key is called in the reader's language. */
  names: z.record(z.string(), z.string()),
  rows: z.array(ZWorkdataRow),
});
export type TWorkdata = z.infer<typeof ZWorkdata>;

export const ZWorkdataEventQuery = ZWorkdataQuery.extend(ZPageQuery.shape);
