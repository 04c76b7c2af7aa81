import { z } from 'zod';

/**
 * Remote upgrades (spec sections 4, 7; issue 22; docs/adr/0046): one image to one gateway, or to a
 * device behind it. The states are the spec's — downloading or sending the file, upgrading,
 * success, failure, cancelled, cancel failed — plus `verifying`: flashed, and waiting for the
 * device to come back with the new version and stay healthy, which is what success means.
 */

export const upgradeStates = [
  'downloading',
  'sending',
  'upgrading',
  'verifying',
  'success',
  'failure',
  'cancelled',
] as const;
export const ZUpgradeState = z.enum(upgradeStates);
export type TUpgradeState = z.infer<typeof ZUpgradeState>;

export const finalUpgradeStates: ReadonlySet<TUpgradeState> = new Set(['success', 'failure', 'cancelled']);
export const isFinalUpgradeState = (state: TUpgradeState) => finalUpgradeStates.has(state);

/** What the progress page shows: the state, or "cancel failed" while a refused cancel stands. */
export const shownUpgradeStates = [...upgradeStates, 'cancelFailed'] as const;
export type TShownUpgradeState = (typeof shownUpgradeStates)[number];

export const shownUpgradeStateNames: Record<TShownUpgradeState, { en: string; zh: string; es: string }> = {
  downloading: { en: 'Downloading file', zh: '下载文件中', es: 'Descargando archivo' },
  sending: { en: 'Sending file', zh: '发送文件中', es: 'Enviando archivo' },
  upgrading: { en: 'Upgrading', zh: '升级中', es: 'Actualizando' },
  verifying: { en: 'Upgrading: verifying', zh: '升级中：校验', es: 'Actualizando: verificando' },
  success: { en: 'Success', zh: '成功', es: 'Éxito' },
  failure: { en: 'Failure', zh: '失败', es: 'Fallo' },
  cancelled: { en: 'Cancelled', zh: '已取消', es: 'Cancelado' },
  cancelFailed: { en: 'Cancel failed', zh: '取消失败', es: 'Cancelación fallida' },
};

export const ZUpgradeEvent = z.object({ state: z.string(), at: z.iso.datetime(), detail: z.string() });

export const ZUpgrade = z.object({
  /** The id of its `upgradeFirmware` command (`/command/{id}` has the channel's audit). */
  id: z.uuid(),
  gatewaySn: z.string(),
  /** Null when the gateway upgrades itself. */
  deviceSn: z.string().nullable(),
  firmwareId: z.uuid(),
  fromVersion: z.string(),
  toVersion: z.string(),
  state: ZUpgradeState,
  shownState: z.enum(shownUpgradeStates),
  /** 0–100 within the state. */
  progress: z.int(),
  cancelState: z.enum(['requested', 'refused']).nullable(),
  error: z.string().nullable(),
  startedAt: z.iso.datetime(),
  flashedAt: z.iso.datetime().nullable(),
  versionSeenAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** The command channel's audit rows of the upgrade and of its cancel, oldest first. */
  events: z.array(ZUpgradeEvent),
});
export type TUpgrade = z.infer<typeof ZUpgrade>;

/** `POST /inverter/{sn}/upgrade?firmId=` and `/gateway/{id}/upgrade?firmId=`. */
export const ZUpgradeQuery = z.object({ firmId: z.uuid() });

/** `GET /firmware?sn=`: the images an inverter or gateway is offered. */
export const ZOfferedFirmwareQuery = z.object({ sn: z.string().trim().min(1).max(64) });

/** `POST /inverter/batchUpgrade` and `/gateways/batch/upgrade`: one image to many, as a campaign. */
export const ZBatchUpgradeBody = z.object({
  sns: z.array(z.string().trim().min(1).max(64)).min(1).max(1_000),
  firmId: z.uuid(),
});
export type TBatchUpgradeBody = z.infer<typeof ZBatchUpgradeBody>;
