import type { TLang, TLocalized } from './lang.ts';
import type { TCommunicationKind } from './logs.ts';

// Without zod: every language's UI strings name these, and the strings load before the first screen.

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
export type TMaintenanceAction = (typeof maintenanceActions)[number];

export const maintenanceResults = ['succeeded', 'failed', 'pending'] as const;
export type TMaintenanceResult = (typeof maintenanceResults)[number];

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
