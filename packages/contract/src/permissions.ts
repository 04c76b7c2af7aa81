import type { TLang, TLocalized } from './lang.ts';

/**
 * Permission strings (spec sections 2 and 6) and the tree they form: menus (type 0) hold
 * submenus and buttons (type 1). Routes and controls name a permission; the server checks it.
 */
export type TPermissionNode = {
  permission: TPermission;
  type: 0 | 1;
  name: TLocalized;
  children?: readonly TPermissionNode[];
};

/** A node as written below: its permission string keeps its literal type, so the tree yields the union. */
type TWrittenNode = {
  permission: string;
  type: 0 | 1;
  name: TLocalized;
  children?: readonly TWrittenNode[];
};

const menu = <P extends string, C extends TWrittenNode = never>(
  permission: P,
  name: TLocalized,
  children: readonly C[] = [],
) => ({ permission, type: 0 as const, name, children });
const button = <P extends string>(permission: P, en: string, zh: string, es: string) => ({
  permission,
  type: 1 as const,
  name: { en, zh, es },
});

/** Every permission string of a written tree. */
type TPermissionsOf<N> = N extends { permission: infer P; children?: readonly (infer C)[] }
  ? P | TPermissionsOf<C>
  : N extends { permission: infer P }
    ? P
    : never;

const writtenTree = [
  menu('station.view', { en: 'Plants', zh: '电站', es: 'Plantas' }, [
    button('station.create', 'Add plant', '新建电站', 'Añadir planta'),
    button('station.edit', 'Edit plant', '编辑电站', 'Editar planta'),
    button('station.share', 'Share plant', '分享电站', 'Compartir planta'),
    button('station.transfer', 'Transfer plant', '转移电站', 'Transferir planta'),
    button('station.delete', 'Delete plant', '删除电站', 'Eliminar planta'),
    button('station.import', 'Import forecast', '导入预测', 'Importar previsión'),
  ]),
  menu('equip.view', { en: 'Devices', zh: '设备', es: 'Dispositivos' }, [
    menu('gateway.view', { en: 'Gateways', zh: '网关', es: 'Pasarelas' }, [
      button('gateway.import', 'Import gateway', '导入网关', 'Importar pasarela'),
      button('gateway.upgrade', 'Upgrade gateway', '升级网关', 'Actualizar pasarela'),
      button('gateway.restart', 'Restart gateway', '重启网关', 'Reiniciar pasarela'),
      button('gateway.unbind', 'Unbind gateway', '解绑网关', 'Desvincular pasarela'),
      button('gateway.lock', 'Lock gateway', '锁定网关', 'Bloquear pasarela'),
      button('gateway.protocol', 'Change protocol', '修改协议', 'Cambiar protocolo'),
      button('gateway.replace', 'Replace gateway', '更换网关', 'Sustituir pasarela'),
      button('gateway.switch', 'Digital output switch', '数字输出开关', 'Salida digital'),
      button('gateway.delete', 'Delete gateway', '删除网关', 'Eliminar pasarela'),
    ]),
    menu('inverter.view', { en: 'Inverters', zh: '逆变器', es: 'Inversores' }, [
      button('inverter.alias', 'Set alias', '设置别名', 'Poner alias'),
      button('inverter.debug', 'Remote debug', '远程调试', 'Depuración remota'),
      button('inverter.upgrade', 'Remote upgrade', '远程升级', 'Actualización remota'),
      button('inverter.setting', 'Parameter settings', '参数设置', 'Ajuste de parámetros'),
      button('inverter.power', 'Remote shutdown and boot', '远程开关机', 'Apagado y encendido remotos'),
      button('inverter.delete', 'Delete inverter', '删除逆变器', 'Eliminar inversor'),
    ]),
    menu('meter.view', { en: 'Energy meters', zh: '电表', es: 'Contadores' }, [
      button('meter.alias', 'Set alias', '设置别名', 'Poner alias'),
      button('meter.master', 'Set master meter', '设为主电表', 'Fijar contador principal'),
      button('meter.delete', 'Delete meter', '删除电表', 'Eliminar contador'),
    ]),
    menu('weather.view', { en: 'Weather stations', zh: '气象站', es: 'Estaciones meteorológicas' }),
    menu('battery.list.view', { en: 'Batteries', zh: '电池', es: 'Baterías' }),
    menu('event.view', { en: 'Events', zh: '事件', es: 'Eventos' }),
  ]),
  menu('application.center', { en: 'Demand response', zh: '需求响应', es: 'Respuesta a la demanda' }, [
    menu('energyhub.view', { en: 'Enrolment', zh: '注册计划', es: 'Inscripción' }, [
      button('energyhub.enroll', 'Enrol plant', '注册电站', 'Inscribir planta'),
    ]),
  ]),
  menu('firmware.management', { en: 'Firmware', zh: '固件', es: 'Firmware' }, [
    menu('firmware.gateway.view', { en: 'Gateway firmware', zh: '网关固件', es: 'Firmware de pasarela' }, [
      button('firmware.gateway.publish', 'Publish firmware', '发布固件', 'Publicar firmware'),
    ]),
    menu(
      'firmware.inverter.view',
      { en: 'Inverter firmware', zh: '逆变器固件', es: 'Firmware de inversor' },
      [
        button('firmware.inverter.publish', 'Publish firmware', '发布固件', 'Publicar firmware'),
        button('firmware.enable', 'Enable or disable', '启用或禁用', 'Activar o desactivar'),
        button('firmware.delete', 'Delete firmware', '删除固件', 'Eliminar firmware'),
        button('firmware.move', 'Move firmware', '移动固件', 'Mover firmware'),
      ],
    ),
  ]),
  menu('workdata.view', { en: 'Operation data', zh: '运行数据', es: 'Datos de operación' }, [
    button('workdata.export', 'Export report', '导出报表', 'Exportar informe'),
  ]),
  menu('company.management', { en: 'Company', zh: '企业', es: 'Empresa' }, [
    menu('company.info', { en: 'Company information', zh: '企业信息', es: 'Datos de la empresa' }, [
      button('company.info.edit', 'Edit company', '编辑企业', 'Editar empresa'),
    ]),
    menu('company.user', { en: 'Staff', zh: '员工', es: 'Personal' }, [
      button('company.user.add', 'Add staff', '添加员工', 'Añadir personal'),
      button('company.user.edit', 'Edit staff', '编辑员工', 'Editar personal'),
      button('company.user.delete', 'Delete staff', '删除员工', 'Eliminar personal'),
    ]),
    menu('company.role.list.view', { en: 'Roles', zh: '角色', es: 'Roles' }, [
      button('company.role.add', 'Add role', '添加角色', 'Añadir rol'),
      button('company.role.edit', 'Edit role', '编辑角色', 'Editar rol'),
      button('company.role.delete', 'Delete role', '删除角色', 'Eliminar rol'),
    ]),
  ]),
  menu('user.producer', { en: 'Customers', zh: '客户', es: 'Clientes' }, [
    menu('customer.list.view', { en: 'Customer list', zh: '客户列表', es: 'Lista de clientes' }, [
      button('customer.add', 'Add customer', '添加客户', 'Añadir cliente'),
      button('customer.edit', 'Edit customer', '编辑客户', 'Editar cliente'),
      button('customer.delete', 'Delete customer', '删除客户', 'Eliminar cliente'),
    ]),
    menu('customer.type.list.view', { en: 'Customer types', zh: '客户类型', es: 'Tipos de cliente' }, [
      button('customer.type.edit', 'Edit customer types', '编辑客户类型', 'Editar tipos de cliente'),
    ]),
  ]),
  menu('logger.management', { en: 'Logs', zh: '日志', es: 'Registros' }, [
    menu('logger.upgrade.record', { en: 'Maintenance log', zh: '维护日志', es: 'Registro de mantenimiento' }),
    menu('logger.protocol', { en: 'Device protocols', zh: '设备协议', es: 'Protocolos de dispositivo' }, [
      button('logger.protocol.edit', 'Edit protocols', '编辑协议', 'Editar protocolos'),
    ]),
  ]),
  menu('system.management', { en: 'System', zh: '系统', es: 'Sistema' }, [
    menu('sys.gateway.view', { en: 'All gateways', zh: '全部网关', es: 'Todas las pasarelas' }, [
      button('sys.gateway.create', 'Register gateways', '登记网关', 'Registrar pasarelas'),
    ]),
    menu('sys.version', { en: 'Versions', zh: '版本', es: 'Versiones' }, [
      button('sys.version.publish', 'Publish version', '发布版本', 'Publicar versión'),
    ]),
  ]),
];

/**
 * A permission string of the tree. Routes (`config.permission`), the web's route table and `<Can>`
 * take this type, so a misspelt permission fails the type check of the api and of the web.
 */
export type TPermission = TPermissionsOf<(typeof writtenTree)[number]>;

export const permissionTree: readonly TPermissionNode[] = writtenTree;

/** What code asks of a user's permissions: only strings of the tree, so a misspelt one fails the type check. */
export type TGrantedPermissions = { has(permission: TPermission): boolean };

function* walk(nodes: readonly TPermissionNode[]): Generator<TPermissionNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children ?? []);
  }
}

export const allPermissions: readonly TPermission[] = [...walk(permissionTree)].map(
  (node) => node.permission,
);

/** Checks at run time what the type cannot: strings from casts, plain JavaScript or storage. */
export const isPermission = (value: string) => (allPermissions as readonly string[]).includes(value);

/** Permissions only the platform operator holds. */
const platformOnly = new Set<string>([
  'system.management',
  'sys.gateway.view',
  'sys.gateway.create',
  'sys.version',
  'sys.version.publish',
] satisfies TPermission[]);

/** What a company role may be given: everything but the platform's own menus. */
export const companyPermissions: readonly TPermission[] = allPermissions.filter((p) => !platformOnly.has(p));

/** What a plant owner (customer) holds: their plants, devices, events, reports and demand response. */
export const customerPermissions: readonly TPermission[] = [
  'station.view',
  'station.create',
  'station.edit',
  'station.share',
  'station.transfer',
  'station.delete',
  'station.import',
  'equip.view',
  'gateway.view',
  'gateway.restart',
  'inverter.view',
  'inverter.alias',
  'meter.view',
  'meter.alias',
  'meter.master',
  'weather.view',
  'battery.list.view',
  'event.view',
  'application.center',
  'energyhub.view',
  'energyhub.enroll',
  'workdata.view',
  'workdata.export',
];

/** The tree cut down to what `granted` holds, with names in one language. */
export type TPermissionItem = { permission: string; type: 0 | 1; name: string; children: TPermissionItem[] };

export function grantedTree(
  granted: ReadonlySet<string>,
  lang: TLang,
  nodes: readonly TPermissionNode[] = permissionTree,
): TPermissionItem[] {
  return nodes
    .filter((node) => granted.has(node.permission))
    .map((node) => ({
      permission: node.permission,
      type: node.type,
      name: node.name[lang],
      children: grantedTree(granted, lang, node.children ?? []),
    }));
}

/** Flattens a permission tree as sent by the api into the set of strings it grants. */
export function permissionSet(items: readonly TPermissionItem[]): Set<string> {
  const set = new Set<string>();
  const visit = (list: readonly TPermissionItem[]) => {
    for (const item of list) {
      set.add(item.permission);
      visit(item.children);
    }
  };
  visit(items);
  return set;
}
