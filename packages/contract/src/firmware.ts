import { z } from 'zod';
import type { TLang } from './lang.ts';
import { ZPageQuery } from './paging.ts';
import { firmwareFileName, plainText, ZFirmwareVersion } from './validators.ts';

/**
 * The firmware library (spec sections 3, 5, 7 "Firmware and products"): images for gateways and
 * inverters, the inverter-type tree of primary and secondary labels, and the products they fit.
 */

export const firmwareKinds = ['gateway', 'inverter'] as const;
export const ZFirmwareKind = z.enum(firmwareKinds);
export type TFirmwareKind = z.infer<typeof ZFirmwareKind>;

/** In-application programming (the device flashes itself) or in-system programming (a programmer). */
export const upgradeModes = ['iap', 'isp'] as const;
export const ZUpgradeMode = z.enum(upgradeModes);
export type TUpgradeMode = z.infer<typeof ZUpgradeMode>;

const versionPattern = /^[A-Za-z0-9_-]+$/;

/** A version that may be left out (hardware, a from-version bound): empty means "any". */
const optionalVersion = z
  .string()
  .trim()
  .refine((v) => v === '' || versionPattern.test(v), { message: 'illegal' })
  .refine((v) => v.length <= 40, { message: 'maxLength', params: { max: 40 } })
  .default('');

/** Form flags arrive as text ('1', 'true'); JSON callers may send booleans. */
const formFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * The text fields of an upload form (`/firmware/save`, `/firmware/gateway/add|{id}`). The file
 * itself and its name are checked by the server's upload rules and `firmwareFileName`.
 */
export function firmwareFields(lang: TLang) {
  return z.object({
    fileName: firmwareFileName(lang).optional(),
    softwareVersion: ZFirmwareVersion,
    hardwareVersion: optionalVersion,
    brand: plainText(40).default(''),
    productName: plainText(40).default(''),
    epn: plainText(40).default(''),
    /** A secondary label of the inverter-type tree (inverter images). */
    typeId: z.union([z.uuid(), z.literal('')]).default(''),
    upgradeMode: ZUpgradeMode.default('iap'),
    changeLog: z.string().trim().max(2000).default(''),
    /** Devices below this version (or above `fromVersionMax`) are not offered the image. */
    fromVersionMin: optionalVersion,
    fromVersionMax: optionalVersion,
    allowDowngrade: formFlag.default(false),
    /** Publish at once ("immediately possible"): the image is enabled on upload. */
    enabled: formFlag.default(false),
  });
}
export type TFirmwareFields = z.infer<ReturnType<typeof firmwareFields>>;

/** A library image as lists and details show it. */
export const ZFirmware = z.object({
  id: z.string(),
  kind: ZFirmwareKind,
  brand: z.string(),
  productName: z.string(),
  epn: z.string(),
  typeId: z.string().nullable(),
  /** The type's primary and secondary labels, as the tree names them. */
  primaryLabel: z.string().nullable(),
  secondaryLabel: z.string().nullable(),
  hardwareVersion: z.string(),
  softwareVersion: z.string(),
  upgradeMode: ZUpgradeMode,
  fileName: z.string(),
  size: z.number().int(),
  /** Hex SHA-256 of the image's bytes, computed by the server on upload. */
  sha256: z.string(),
  changeLog: z.string(),
  fromVersionMin: z.string(),
  fromVersionMax: z.string(),
  allowDowngrade: z.boolean(),
  enabled: z.boolean(),
  /** When it was first enabled; from then on its bytes and version never change. ISO 8601. */
  publishedAt: z.string().nullable(),
  creator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may change it (its company's, or the platform for the platform's own). */
  isOwned: z.boolean(),
});
export type TFirmware = z.infer<typeof ZFirmware>;

/** `GET /firmware/page` and `/firmware/gateway/page`. */
export const ZFirmwareListQuery = ZPageQuery.extend({
  keyword: plainText(40).optional(),
  typeId: z.uuid().optional(),
  enabled: z.enum(['0', '1']).optional(),
});
export type TFirmwareListQuery = z.infer<typeof ZFirmwareListQuery>;

/** A published image as the public release log (`/firmwareLogging`) shows it. */
export const ZFirmwareRelease = z.object({
  id: z.string(),
  kind: ZFirmwareKind,
  brand: z.string(),
  productName: z.string(),
  hardwareVersion: z.string(),
  softwareVersion: z.string(),
  changeLog: z.string(),
  sha256: z.string(),
  publishedAt: z.string(),
});
export type TFirmwareRelease = z.infer<typeof ZFirmwareRelease>;

/** `GET /firmware/versions`: the release log, newest first. */
export const ZFirmwareReleaseQuery = ZPageQuery.extend({ kind: ZFirmwareKind.optional() });

/** `GET /firmware/check`: whether a file name (4000) and a version (4002) are still free. */
export const ZFirmwareCheckQuery = z.object({
  kind: ZFirmwareKind,
  fileName: z.string().trim().max(200).optional(),
  softwareVersion: ZFirmwareVersion.optional(),
  productName: plainText(40).default(''),
  hardwareVersion: optionalVersion,
  id: z.uuid().optional(),
});
export type TFirmwareCheckQuery = z.infer<typeof ZFirmwareCheckQuery>;

/** `GET /firmware/gateway/check`: 4001 when the gateway already runs the newest enabled image. */
export const ZGatewayFirmwareCheckQuery = z.object({ sn: z.string().trim().min(1).max(64) });

/** `GET /firmware/:id/changeEnable?enabled=1|0`; without `enabled` the flag flips. */
export const ZChangeEnableQuery = z.object({ enabled: z.enum(['0', '1']).optional() });

/** `GET /firmware/batchDelete?ids=a,b`. */
export const ZBatchDeleteQuery = z.object({
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

/** A label of the inverter-type tree: a primary label (no parent) or a secondary under one. */
export type TInverterType = {
  id: string;
  name: string;
  parentId: string | null;
  children: TInverterType[];
};
export const ZInverterType: z.ZodType<TInverterType> = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    get children() {
      return z.array(ZInverterType);
    },
  })
  // A named schema, so the recursive tree appears once in the OpenAPI document.
  .meta({ id: 'InverterTypeNode' });

const typeName = plainText(30).refine((v) => v.length > 0, { message: 'required' });

/** `POST /firmware/inverterType/add`: a primary label, or a secondary one under `parentId`. */
export const ZInverterTypeBody = z.object({ name: typeName, parentId: z.uuid().nullable().default(null) });
export type TInverterTypeBody = z.infer<typeof ZInverterTypeBody>;
export const ZInverterTypeEditBody = z.object({ name: typeName });
/** `POST /firmware/inverterType/{id}/move`: a secondary label under another primary one. */
export const ZInverterTypeMoveBody = z.object({ parentId: z.uuid() });
export const ZInverterTypeCheckQuery = z.object({
  name: typeName,
  parentId: z.uuid().optional(),
  id: z.uuid().optional(),
});

/** A product images are made for: its brand, name, EPN, inverter type and hardware versions. */
export const ZFirmwareProduct = z.object({
  id: z.string(),
  kind: ZFirmwareKind,
  brand: z.string(),
  name: z.string(),
  epn: z.string(),
  typeId: z.string().nullable(),
  hardwareVersions: z.array(z.string()),
  isOwned: z.boolean(),
});
export type TFirmwareProduct = z.infer<typeof ZFirmwareProduct>;

/** `POST /product/` (gateway; with `id` it edits), `/inverter/product`, `/inverter/products/{id}`. */
export const ZFirmwareProductBody = z.object({
  id: z.uuid().optional(),
  brand: plainText(40).default(''),
  name: plainText(40).refine((v) => v.length > 0, { message: 'required' }),
  epn: plainText(40).default(''),
  typeId: z.uuid().nullable().default(null),
  hardwareVersions: z
    .array(ZFirmwareVersion)
    .max(20)
    .default([])
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
});
export type TFirmwareProductBody = z.infer<typeof ZFirmwareProductBody>;
export const ZProductCheckQuery = z.object({ name: plainText(40), id: z.uuid().optional() });
export const ZHardwareQuery = z.object({ productId: z.uuid().optional(), kind: ZFirmwareKind.optional() });
export const ZProductListQuery = z.object({ typeId: z.uuid().optional() });

/**
 * Orders firmware versions as this field writes them (`V1_0_9`, `LSW3_15_1.0.91R`, `2.10`): not
 * semver, so the strings are split at '-', '_' and '.', and the pieces compared pairwise — digit
 * runs as numbers, the rest case-insensitively — the longer version winning a tie.
 */
export function compareFirmwareVersions(left: string, right: string): number {
  const piecesOf = (version: string) => version.toLowerCase().match(/\d+|[a-z]+/g) ?? [];
  const a = piecesOf(left);
  const b = piecesOf(right);
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const x = a[index]!;
    const y = b[index]!;
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
    const order = bothNumbers ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(a.length - b.length);
}
