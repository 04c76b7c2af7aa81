import { z } from 'zod';
import type { TLang, TLocalized } from './lang.ts';
import { ZPageQuery } from './paging.ts';

/**
 * The logs (spec sections 2 and 7 "Logs"): the maintenance log (who did what to which plant,
 * gateway or device), the communication log (each gateway's uploads and what was refused, with
 * the reason) and the debug log (remote debug requests and their replies). A caller sees the rows
 * of the plants and gateways they see. Times are ISO 8601 UTC.
 */

/** What a maintenance-log row records. */
export const maintenanceActions = [
  'bind',
  'unbind',
  'replace',
  'import',
  'create',
  'delete',
  'command',
  'settings',
  'upgrade',
  /** A plant's rollups rebuilt from raw frames (docs/adr/0043). */
  'rebuild',
] as const;
export const ZMaintenanceAction = z.enum(maintenanceActions);
export type TMaintenanceAction = z.infer<typeof ZMaintenanceAction>;

export const maintenanceResults = ['succeeded', 'failed', 'pending'] as const;
export const ZMaintenanceResult = z.enum(maintenanceResults);
export type TMaintenanceResult = z.infer<typeof ZMaintenanceResult>;

/** The words of actions and results, one source for the screen and the export. */
export const maintenanceActionNames: Record<TMaintenanceAction, TLocalized> = {
  bind: { en: 'Bind', zh: '绑定', es: 'Vincular' },
  unbind: { en: 'Unbind', zh: '解绑', es: 'Desvincular' },
  replace: { en: 'Replace', zh: '更换', es: 'Sustituir' },
  import: { en: 'Import', zh: '导入', es: 'Importar' },
  create: { en: 'Register', zh: '登记', es: 'Registrar' },
  delete: { en: 'Delete', zh: '删除', es: 'Eliminar' },
  command: { en: 'Command', zh: '指令', es: 'Comando' },
  settings: { en: 'Settings', zh: '参数设置', es: 'Ajustes' },
  upgrade: { en: 'Upgrade', zh: '升级', es: 'Actualización' },
  rebuild: { en: 'Rollups rebuilt', zh: '重建统计数据', es: 'Datos agregados reconstruidos' },
};
export const maintenanceResultNames: Record<TMaintenanceResult, TLocalized> = {
  succeeded: { en: 'Succeeded', zh: '成功', es: 'Correcto' },
  failed: { en: 'Failed', zh: '失败', es: 'Fallido' },
  pending: { en: 'In progress', zh: '进行中', es: 'En curso' },
};

/** One language's names of `names`, as an i18n resource wants them. */
export const namesIn = <K extends string>(names: Record<K, TLocalized>, lang: TLang) =>
  Object.fromEntries(Object.entries<TLocalized>(names).map(([key, name]) => [key, name[lang]])) as Record<
    K,
    string
  >;

const ZSn = z.string().trim().min(1).max(64);

/** Filters every log takes: a plant, a gateway, a device, a time window. */
const ZLogFilter = ZPageQuery.extend({
  plantId: z.uuid().optional(),
  gatewaySn: ZSn.optional(),
  deviceSn: ZSn.optional(),
  /** Rows logged at or after / before these instants. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const ZMaintenanceQuery = ZLogFilter.extend({ action: ZMaintenanceAction.optional() });
export type TMaintenanceQuery = z.infer<typeof ZMaintenanceQuery>;

export const ZMaintenanceEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who acted (name or account); empty for Sunfleet itself. */
  actor: z.string(),
  action: ZMaintenanceAction,
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  gatewaySn: z.string().nullable(),
  deviceSn: z.string().nullable(),
  result: ZMaintenanceResult,
  detail: z.string(),
});
export type TMaintenanceEntry = z.infer<typeof ZMaintenanceEntry>;

/** What a communication-log row is: an upload, a refusal (by reason), a status or a command reply. */
export const communicationKinds = [
  'upload',
  'status',
  'reply',
  'authRefused',
  'connectionRefused',
  'publishRefused',
  'subscribeRefused',
  'malformedPayload',
  'unknownGateway',
  'unknownDevice',
  'dictionaryMismatch',
  'frameRefused',
  'futureReading',
  'staleReading',
  'storeFailed',
  'replyRefused',
  'implausibleEnergy',
  'replyIgnored',
] as const;
export const ZCommunicationKind = z.enum(communicationKinds);
export type TCommunicationKind = z.infer<typeof ZCommunicationKind>;

/** A communication-log row's kind in words (the screen and the download). */
export const communicationKindNames: Record<TCommunicationKind, TLocalized> = {
  upload: { en: 'Upload', zh: '上报', es: 'Envío' },
  status: { en: 'Status', zh: '状态', es: 'Estado' },
  reply: { en: 'Command reply', zh: '指令回复', es: 'Respuesta a comando' },
  authRefused: { en: 'Sign-in refused', zh: '登录被拒', es: 'Acceso rechazado' },
  connectionRefused: { en: 'Connection refused', zh: '连接被拒', es: 'Conexión rechazada' },
  publishRefused: { en: 'Publish refused', zh: '发布被拒', es: 'Publicación rechazada' },
  subscribeRefused: { en: 'Subscription refused', zh: '订阅被拒', es: 'Suscripción rechazada' },
  malformedPayload: { en: 'Malformed payload', zh: '报文格式错误', es: 'Contenido mal formado' },
  unknownGateway: { en: 'Unknown gateway', zh: '未知网关', es: 'Pasarela desconocida' },
  unknownDevice: { en: 'Unknown device', zh: '未知设备', es: 'Dispositivo desconocido' },
  dictionaryMismatch: { en: 'Wrong protocol', zh: '协议不符', es: 'Protocolo incorrecto' },
  frameRefused: { en: 'Frame refused', zh: '数据帧被拒', es: 'Trama rechazada' },
  futureReading: { en: 'Time in the future', zh: '时间超前', es: 'Hora en el futuro' },
  staleReading: { en: 'Time too old', zh: '时间过旧', es: 'Hora demasiado antigua' },
  storeFailed: { en: 'Not storable', zh: '无法存储', es: 'No almacenable' },
  replyRefused: { en: 'Reply refused', zh: '回复被拒', es: 'Respuesta rechazada' },
  implausibleEnergy: { en: 'Implausible energy', zh: '电量跳变不合理', es: 'Energía inverosímil' },
  replyIgnored: {
    en: 'Reply ignored (command already final)',
    zh: '回复已忽略（命令已结束）',
    es: 'Respuesta ignorada (orden ya finalizada)',
  },
};

/** A kind as the log stores it (text), in words when known. */
export function communicationKindText(kind: string, lang: TLang): string {
  const known = ZCommunicationKind.safeParse(kind);
  return known.success ? communicationKindNames[known.data][lang] : kind;
}

export const ZCommunicationQuery = ZLogFilter.extend({
  /** One kind, or `refusals`: every kind but uploads, statuses and replies. */
  kind: z.union([ZCommunicationKind, z.literal('refusals')]).optional(),
});
export type TCommunicationQuery = z.infer<typeof ZCommunicationQuery>;

export const ZCommunicationEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  kind: z.string(),
  topic: z.string().nullable(),
  msgId: z.string().nullable(),
  /** An upload's frames and what became of them; null on rows that are not an upload. */
  frames: z.number().int().nullable(),
  stored: z.number().int().nullable(),
  duplicates: z.number().int().nullable(),
  refused: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  /** How many refusals the row stands for (a refusal reason within an upload, a rate-limited flood). */
  repeats: z.number().int(),
  detail: z.string(),
});
export type TCommunicationEntry = z.infer<typeof ZCommunicationEntry>;

export const ZLogContentQuery = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** What an upload carried: its readings as stored (raw Modbus blocks), while they are kept. */
export const ZLogContent = z.object({
  entry: ZCommunicationEntry,
  frames: z.array(
    z.object({
      deviceSn: z.string(),
      readAt: z.iso.datetime(),
      blocks: z.array(
        z.object({
          functionCode: z.number().int(),
          start: z.number().int(),
          words: z.array(z.number().int()),
        }),
      ),
    }),
  ),
});
export type TLogContent = z.infer<typeof ZLogContent>;

export const ZDebugQuery = ZLogFilter;
export type TDebugQuery = z.infer<typeof ZDebugQuery>;

export const ZDebugEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.string(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** modbusDebug (a raw frame), readRegisters or writeRegisters. */
  kind: z.string(),
  /** The command's state (queued … succeeded, failed, timedOut, cancelled). */
  state: z.string(),
  /** The request as sent (a raw Modbus frame in hex, or a register read/write). */
  request: z.string(),
  /** The reply as it came (hex), or why there is none. */
  reply: z.string().nullable(),
});
export type TDebugEntry = z.infer<typeof ZDebugEntry>;

export const logKinds = ['maintenance', 'communication', 'debug'] as const;
export const ZLogDownloadQuery = ZMaintenanceQuery.omit({ page: true, size: true, action: true }).extend({
  log: z.enum(logKinds),
  action: ZMaintenanceAction.optional(),
  kind: ZCommunicationQuery.shape.kind,
});
export type TLogDownloadQuery = z.infer<typeof ZLogDownloadQuery>;

/**
 * `GET /device/{sn}/energy-refusals`: the newest counter steps the ingest refused as implausible for
 * a device (docs/adr/0043), as its page shows them: when, and the log's words.
 */
export const ZEnergyRefusal = z.object({ at: z.iso.datetime(), detail: z.string() });
export type TEnergyRefusal = z.infer<typeof ZEnergyRefusal>;
