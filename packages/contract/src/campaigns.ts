import { z } from 'zod';
import type { TLang, TLocalized } from './lang.ts';
import { ZPage, ZPageQuery } from './paging.ts';
import type { TPermission } from './permissions.ts';
import { ZSettingValue } from './settings.ts';

/**
 * Campaigns (issue 21, docs/adr/0040): one action on many devices — restart gateways, write a
 * settings page to many inverters; later a firmware rollout or a demand-response dispatch — as a
 * target set released in waves (a first small wave, then the rest) at a pace (devices per minute),
 * halted when failures exceed a share of at least N executed. Each device's part is a target with
 * its own state, the ordinary commands it ran and an audit trail.
 */

/**
 * `upgrade`: one firmware image to many gateways or inverters, the firmware rollout (issue 22, ADR
 * 0046); `demandResponse`: an event's dispatch to enrolled batteries (issue 23, ADR 0049).
 */
export const campaignKinds = ['restart', 'settings', 'upgrade', 'demandResponse'] as const;
export const ZCampaignKind = z.enum(campaignKinds);
export type TCampaignKind = z.infer<typeof ZCampaignKind>;

/**
 * Who may start and steer a campaign of each kind: the permission of its single-device action. An
 * upgrade's depends on its targets: `campaignPermissionOf` gives gateways their own.
 */
export const campaignPermission: Record<TCampaignKind, TPermission> = {
  restart: 'gateway.restart',
  settings: 'inverter.setting',
  upgrade: 'inverter.upgrade',
  demandResponse: 'energyhub.enroll',
};

/**
 * The permission a campaign of `kind` on a `family` of targets needs: an upgrade of gateways is the
 * gateway upgrade (`gateway.upgrade`), one of the devices behind them the inverter upgrade, as the
 * single-device upgrade routes ask.
 */
export function campaignPermissionOf(kind: TCampaignKind, family?: TTargetFamily): TPermission {
  return kind === 'upgrade' && family === 'gateway' ? 'gateway.upgrade' : campaignPermission[kind];
}

/**
 * The permission to steer a started campaign (pause, resume, cancel, retry): an upgrade's payload
 * names its image's kind (`gateway` for gateways' own firmware).
 */
export const steeringPermissionOf = (campaign: { kind: TCampaignKind; payload: Record<string, unknown> }) =>
  campaignPermissionOf(campaign.kind, campaign.payload.kind === 'gateway' ? 'gateway' : undefined);

/** The kinds a user can start today. */
export const ZStartableCampaignKind = z.enum(['restart', 'settings']);

export const campaignStates = ['running', 'paused', 'halted', 'cancelled', 'completed'] as const;
export const ZCampaignState = z.enum(campaignStates);
export type TCampaignState = z.infer<typeof ZCampaignState>;

export const targetStates = [
  'pending',
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'skipped',
] as const;
export const ZTargetState = z.enum(targetStates);
export type TTargetState = z.infer<typeof ZTargetState>;

/** A target's state in words, for downloads (the web's `campaigns.targetStates` say the same). */
export const targetStateNames: Record<TTargetState, TLocalized> = {
  pending: { en: 'Pending', zh: '等待', es: 'Pendiente' },
  queued: { en: 'Queued', zh: '已排队', es: 'En cola' },
  running: { en: 'Running', zh: '执行中', es: 'En ejecución' },
  succeeded: { en: 'Succeeded', zh: '成功', es: 'Correcto' },
  failed: { en: 'Failed', zh: '失败', es: 'Fallido' },
  cancelled: { en: 'Cancelled', zh: '已取消', es: 'Cancelado' },
  skipped: { en: 'Skipped', zh: '已跳过', es: 'Omitido' },
};

/** A state as the audit keeps it (text), in words when it is a target state. */
export function targetStateText(state: string, lang: TLang): string {
  const known = ZTargetState.safeParse(state);
  return known.success ? targetStateNames[known.data][lang] : state;
}

/** States a target leaves no more. */
export const finalTargetStates: ReadonlySet<TTargetState> = new Set([
  'succeeded',
  'failed',
  'cancelled',
  'skipped',
]);

const ZSn = z.string().trim().min(1, 'SN can not be empty').max(64);

/**
 * Which devices: a list of SNs, or a filter resolved on the server with the caller's abilities when
 * the campaign starts (only devices the caller may act on with the kind's ability; docs/adr/0047).
 */
export const ZCampaignFilter = z
  .object({
    plantId: z.uuid().optional(),
    companyId: z.uuid().optional(),
    /** The customer a plant was built for (or a gateway was assigned to). */
    customerId: z.uuid().optional(),
    /** The gateway's model, or the inverter's protocol dictionary. */
    model: z.string().trim().min(1).max(64).optional(),
    /** The gateway's hardware version (inverters report none). */
    hardwareVersion: z.string().trim().min(1).max(40).optional(),
    /** The firmware the device reports now (a gateway's software version). */
    firmwareVersion: z.string().trim().min(1).max(40).optional(),
    status: z.enum(['normal', 'offline', 'warning', 'fault', 'updating']).optional(),
  })
  .refine((filter) => Object.values(filter).some((value) => value !== undefined), {
    message:
      'Name at least one of plantId, companyId, customerId, model, hardwareVersion, firmwareVersion, status',
  });
export type TCampaignFilter = z.infer<typeof ZCampaignFilter>;

export const ZCampaignSelection = z.union([
  z.object({ sns: z.array(ZSn).min(1).max(10_000) }).strict(),
  z.object({ filter: ZCampaignFilter }).strict(),
]);
export type TCampaignSelection = z.infer<typeof ZCampaignSelection>;

/** The first wave: a number of devices or a share (percent) of them; then the rest. */
export const ZFirstWave = z.union([
  z.object({ size: z.int().min(1).max(10_000) }).strict(),
  z.object({ percent: z.int().min(1).max(100) }).strict(),
]);
export type TFirstWave = z.infer<typeof ZFirstWave>;

/** Halt when failed > `failurePercent` % of executed, once at least `minExecuted` executed. */
export const ZHaltRule = z.object({
  failurePercent: z.int().min(0).max(100),
  minExecuted: z.int().min(1).max(10_000),
});
export type THaltRule = z.infer<typeof ZHaltRule>;

/** A settings campaign writes these values of one page to every target inverter. */
export const ZSettingsCampaignPayload = z.object({
  page: z.string().trim().min(1).max(64),
  values: z.record(z.string().max(64), ZSettingValue),
});
export type TSettingsCampaignPayload = z.infer<typeof ZSettingsCampaignPayload>;

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time as HH:MM (00:00 to 23:59)');

/**
 * A daily maintenance window on each target's own clock (its plant's time zone): targets are
 * released only from `start` to before `end`; an `end` earlier than `start` crosses midnight.
 */
export const ZMaintenanceWindow = z
  .object({ start: ZClock, end: ZClock })
  .strict()
  .refine((window) => window.start !== window.end, {
    message: 'The window must not start and end at the same time',
    path: ['end'],
  });
export type TMaintenanceWindow = z.infer<typeof ZMaintenanceWindow>;

/** The highest pace a campaign takes: a campaign at it is not paced (a batch the user asked for whole). */
export const unpacedPerMinute = 100_000;

export const campaignDefaults: { firstWave: TFirstWave; perMinute: number; halt: THaltRule } = {
  firstWave: { percent: 10 },
  perMinute: 600,
  halt: { failurePercent: 20, minExecuted: 5 },
};

const ZCampaignOptions = {
  name: z.string().trim().max(64).default(''),
  firstWave: ZFirstWave.default(campaignDefaults.firstWave),
  perMinute: z.int().min(1).max(unpacedPerMinute).default(campaignDefaults.perMinute),
  halt: ZHaltRule.default(campaignDefaults.halt),
  /** Null: release at any hour. */
  window: ZMaintenanceWindow.nullable().default(null),
};

/** `POST /campaigns/restart`: restart the gateways selected. */
export const ZRestartCampaignBody = z.object({ selection: ZCampaignSelection, ...ZCampaignOptions });
export type TRestartCampaignBody = z.infer<typeof ZRestartCampaignBody>;

/**
 * `POST /campaigns/upgrade`: one enabled image to the gateways (a gateway image) or the devices
 * behind them (an inverter image) selected — a staged rollout with the options of every campaign.
 */
export const ZUpgradeCampaignBody = z.object({
  selection: ZCampaignSelection,
  firmwareId: z.uuid(),
  ...ZCampaignOptions,
});
export type TUpgradeCampaignBody = z.infer<typeof ZUpgradeCampaignBody>;

/** `POST /campaigns/settings`: write one settings page's values to the inverters selected. */
export const ZSettingsCampaignBody = z.object({
  selection: ZCampaignSelection,
  settings: ZSettingsCampaignPayload,
  ...ZCampaignOptions,
});
export type TSettingsCampaignBody = z.infer<typeof ZSettingsCampaignBody>;

/** The options every campaign takes, as a request gives them (defaults applied). */
export type TCampaignOptions = Pick<
  TRestartCampaignBody,
  'name' | 'firstWave' | 'perMinute' | 'halt' | 'window'
>;

export const ZTargetCounts = z.object(
  Object.fromEntries(targetStates.map((state) => [state, z.int()])) as Record<TTargetState, z.ZodInt>,
);
export type TTargetCounts = z.infer<typeof ZTargetCounts>;

export const ZCampaign = z.object({
  id: z.uuid(),
  kind: ZCampaignKind,
  name: z.string(),
  payload: z.record(z.string(), z.unknown()),
  selection: z.record(z.string(), z.unknown()),
  firstWave: z.int(),
  currentWave: z.int(),
  perMinute: z.int(),
  halt: ZHaltRule,
  window: ZMaintenanceWindow.nullable(),
  state: ZCampaignState,
  /** Why it halted, or who cancelled. */
  reason: z.string(),
  retryOf: z.uuid().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  total: z.int(),
  counts: ZTargetCounts,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignTarget = z.object({
  position: z.int(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  wave: z.int(),
  state: ZTargetState,
  commandIds: z.array(z.uuid()),
  attempts: z.int(),
  error: z.string().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TCampaignTarget = z.infer<typeof ZCampaignTarget>;

export const ZCampaignEvent = z.object({
  targetSn: z.string().nullable(),
  state: z.string(),
  at: z.iso.datetime(),
  detail: z.string(),
});
export type TCampaignEvent = z.infer<typeof ZCampaignEvent>;

export const ZCampaignWithEvents = ZCampaign.extend({ events: z.array(ZCampaignEvent) });

export const ZCampaignListQuery = ZPageQuery.extend({
  kind: ZCampaignKind.optional(),
  state: ZCampaignState.optional(),
});
export type TCampaignListQuery = z.infer<typeof ZCampaignListQuery>;
export const ZCampaignPage = ZPage(ZCampaign);

export const ZCampaignTargetQuery = ZPageQuery.extend({ state: ZTargetState.optional() });
export type TCampaignTargetQuery = z.infer<typeof ZCampaignTargetQuery>;
export const ZCampaignTargetPage = ZPage(ZCampaignTarget);

/** `POST /gateways/batch/restart`: the campaign it started and, per SN, whether it was admitted. */
export const ZBatchAdmission = z.object({
  campaignId: z.uuid().nullable(),
  devices: z.array(
    z.object({
      sn: z.string(),
      /** 0 admitted; 306 locked (refused with the reason). */
      code: z.int(),
      message: z.string(),
    }),
  ),
});
export type TBatchAdmission = z.infer<typeof ZBatchAdmission>;

/** What a campaign's targets are: gateways (restart, their own firmware) or inverters behind them. */
export const ZTargetFamily = z.enum(['gateway', 'inverter']);
export type TTargetFamily = z.infer<typeof ZTargetFamily>;

/** `POST /campaigns/preview`: the targets a selection resolves to for a kind, before starting it. */
export const ZCampaignPreviewBody = z.object({
  kind: ZCampaignKind,
  family: ZTargetFamily,
  selection: ZCampaignSelection,
});
export type TCampaignPreviewBody = z.infer<typeof ZCampaignPreviewBody>;

export const ZCampaignCandidate = z.object({
  sn: z.string(),
  gatewaySn: z.string(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's time zone, the clock of the maintenance window (UTC without a plant). */
  timeZone: z.string(),
  model: z.string().nullable(),
  hardwareVersion: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  status: z.string(),
});
export type TCampaignCandidate = z.infer<typeof ZCampaignCandidate>;

/** How many targets the selection resolves to (those the caller may act on), and the first of them. */
export const ZCampaignPreview = z.object({
  total: z.int(),
  /** Devices the selection named or matched that the caller sees but may not act on (left out). */
  withoutAbility: z.int(),
  infos: z.array(ZCampaignCandidate),
});
export type TCampaignPreview = z.infer<typeof ZCampaignPreview>;

/** How many candidates a preview shows. */
export const previewRows = 20;

/** `GET /campaigns/{id}/history`: one row per state change of each target, as CSV or XLSX. */
export const ZCampaignHistoryQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });
