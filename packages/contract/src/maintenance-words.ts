import type { TLang, TLocalized } from './lang.ts';

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
