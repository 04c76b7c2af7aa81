import { fillTemplate, type TLang, type TLocalized } from './lang.ts';

/**
 * The error catalogue of spec section 8. Every non-zero `code` of the envelope is one of these;
 * web and api both read the messages from here.
 */
export const errorCatalogue = {
  0: { en: 'success', zh: '成功', es: 'éxito' },
  1: { en: 'fail (request timed out)', zh: '失败（请求超时）', es: 'fallo (tiempo de espera agotado)' },
  2: { en: 'No permission', zh: '没有权限', es: 'Sin permiso' },
  3: { en: 'Not found', zh: '未找到', es: 'No encontrado' },
  4: { en: 'Parameters validation error', zh: '参数校验错误', es: 'Error de validación de parámetros' },
  5: { en: 'Verification code error', zh: '验证码错误', es: 'Código de verificación incorrecto' },
  6: { en: 'Verification code expired', zh: '验证码已过期', es: 'Código de verificación caducado' },
  10: {
    en: 'Wrong format of longitude and latitude',
    zh: '经纬度格式错误',
    es: 'Formato de longitud y latitud incorrecto',
  },
  101: {
    en: 'Your account has been disabled',
    zh: '您的账号已被禁用',
    es: 'Su cuenta ha sido deshabilitada',
  },
  102: { en: 'Wrong account or password', zh: '账号或密码错误', es: 'Cuenta o contraseña incorrecta' },
  103: { en: 'Account has been registered', zh: '账号已注册', es: 'La cuenta ya está registrada' },
  104: { en: 'Account exists', zh: '账号已存在', es: 'La cuenta ya existe' },
  105: { en: 'The account has not been registered', zh: '账号未注册', es: 'La cuenta no está registrada' },
  106: {
    en: 'The account has been associated with other companies',
    zh: '该账号已关联其他公司',
    es: 'La cuenta está asociada a otras empresas',
  },
  108: { en: 'Old password error', zh: '旧密码错误', es: 'La contraseña anterior es incorrecta' },
  109: {
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
    zh: '失败次数过多，请 {minutes} 分钟后再试。',
    es: 'Demasiados intentos fallidos. Inténtelo de nuevo en {minutes} minutos.',
  },
  110: {
    en: 'A code was sent recently. Try again in {seconds} seconds.',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再试。',
    es: 'Se envió un código hace poco. Inténtelo de nuevo en {seconds} segundos.',
  },
  // Sunfleet's own: anonymous requests one address may make (scan-code sign-in).
  111: {
    en: 'Too many requests from this address. Try again in {seconds} seconds.',
    zh: '此地址请求过多，请 {seconds} 秒后再试。',
    es: 'Demasiadas solicitudes desde esta dirección. Inténtelo de nuevo en {seconds} segundos.',
  },
  202: { en: 'Agent already exists', zh: '代理商已存在', es: 'El agente ya existe' },
  208: {
    en: 'This type has sub-types and cannot be deleted',
    zh: '该类型存在子类型，无法删除',
    es: 'Este tipo tiene subtipos y no se puede eliminar',
  },
  // Sunfleet's own: deleting a type used to strip its customers of their type without a word.
  209: {
    en: 'Customers filed under this type: {count}. Move them to another type first',
    zh: '该类型下的客户：{count} 个。请先将他们移到其他类型',
    es: 'Clientes en este tipo: {count}. Páselos primero a otro tipo',
  },
  203: { en: 'Duplicate company name', zh: '公司名称重复', es: 'Nombre de empresa duplicado' },
  207: { en: 'Already a company customer', zh: '已是公司客户', es: 'Ya es cliente de la empresa' },
  300: {
    en: 'The gateway SN or Key is incorrect.',
    zh: '网关SN或密钥不正确。',
    es: 'El SN o la clave de la pasarela son incorrectos.',
  },
  301: { en: 'The gateway is already used.', zh: '网关已被使用。', es: 'La pasarela ya está en uso.' },
  305: { en: 'Gateway does not exist', zh: '网关不存在', es: 'La pasarela no existe' },
  306: {
    en: 'The gateway is locked: unlock it before sending it commands.',
    zh: '网关已锁定：请先解锁再发送命令。',
    es: 'La pasarela está bloqueada: desbloquéela antes de enviarle órdenes.',
  },
  307: {
    en: 'The command has already finished and cannot be cancelled.',
    zh: '命令已结束，无法取消。',
    es: 'La orden ya terminó y no se puede cancelar.',
  },
  308: {
    en: 'The gateway already has {max} commands waiting: wait for them to go or cancel some.',
    zh: '该网关已有 {max} 条命令在等待：请等待其发送或取消部分命令。',
    es: 'La pasarela ya tiene {max} órdenes en espera: espere a que salgan o cancele alguna.',
  },
  309: {
    en: 'Too many commands: at most {max} a minute. Try again in {seconds} seconds.',
    zh: '命令过多：每分钟最多 {max} 次。请 {seconds} 秒后再试。',
    es: 'Demasiadas órdenes: como máximo {max} por minuto. Inténtelo de nuevo en {seconds} segundos.',
  },
  320: {
    en: 'The campaign cannot do this in its current state.',
    zh: '该任务在当前状态下无法执行此操作。',
    es: 'La campaña no puede hacer esto en su estado actual.',
  },
  401: { en: 'Token authentication failed.', zh: '令牌认证失败。', es: 'Error de autenticación del token.' },
  600: { en: 'Inverter doses not exist', zh: '逆变器不存在', es: 'El inversor no existe' },
  601: {
    en: 'Parameter setting of this brand inverter is not supported yet',
    zh: '暂不支持该品牌逆变器的参数设置',
    es: 'La configuración de parámetros de este inversor aún no es compatible',
  },
  602: {
    en: 'The device is offline: turn its power on or check its network.',
    zh: '设备离线：请打开设备电源或检查网络。',
    es: 'El dispositivo está desconectado: enciéndalo o revise su red.',
  },
  603: {
    en: 'The device is upgrading: try again when the upgrade has finished.',
    zh: '设备正在升级：请在升级完成后重试。',
    es: 'El dispositivo se está actualizando: inténtelo cuando termine.',
  },
  604: {
    en: "Another user is changing this device's settings: try again in a moment.",
    zh: '其他用户正在修改该设备的参数，请稍后再试。',
    es: 'Otro usuario está cambiando los ajustes de este dispositivo: inténtelo en un momento.',
  },
  700: { en: 'Plant does not exist', zh: '电站不存在', es: 'La planta no existe' },
  701: {
    en: 'Prohibit sharing with yourself',
    zh: '禁止分享给自己',
    es: 'Prohibido compartir consigo mismo',
  },
  702: {
    en: 'Prohibit sharing to company users',
    zh: '禁止分享给公司用户',
    es: 'Prohibido compartir con usuarios de la empresa',
  },
  703: {
    en: 'Prohibit sharing company Plant',
    zh: '禁止分享公司电站',
    es: 'Prohibido compartir plantas de la empresa',
  },
  704: { en: 'Transfer failure', zh: '转移失败', es: 'Error en la transferencia' },
  800: {
    en: 'The maximum number of roles that can be created is 5',
    zh: '最多可创建5个角色',
    es: 'El número máximo de roles que se pueden crear es 5',
  },
  801: { en: 'Role has exists', zh: '角色已存在', es: 'El rol ya existe' },
  802: {
    en: 'The current account role cannot be modified',
    zh: '当前账号的角色不能修改',
    es: 'No se puede modificar el rol de la cuenta actual',
  },
  900: {
    en: 'You cannot add yourself as your own agent',
    zh: '不能将自己添加为自己的代理商',
    es: 'No puede añadirse a sí mismo como su propio agente',
  },
  901: {
    en: 'Internal employees account cannot be added as agents',
    zh: '内部员工账号不能添加为代理商',
    es: 'Las cuentas de empleados internos no pueden ser agentes',
  },
  902: {
    en: 'Only the administrator account of the company can be added as agent',
    zh: '只有公司的管理员账号可以添加为代理商',
    es: 'Solo la cuenta de administrador de la empresa puede añadirse como agente',
  },
  903: {
    en: 'The account is an agent of others',
    zh: '该账号已是其他公司的代理商',
    es: 'La cuenta ya es agente de otros',
  },
  4000: { en: 'Firmware name duplicate', zh: '固件名称重复', es: 'Nombre de firmware duplicado' },
  4001: {
    en: 'warning: The gateway firmware is up-to-date.',
    zh: '警告：网关固件已是最新版本。',
    es: 'aviso: el firmware de la pasarela está actualizado.',
  },
  4002: {
    en: 'Firmware software version number duplicate',
    zh: '固件软件版本号重复',
    es: 'Número de versión de software del firmware duplicado',
  },
  // Sunfleet's own (ADR 0046): the upgrade flow's refusals.
  4003: {
    en: 'This image is not offered to this device (disabled, another model or hardware, or outside its version range)',
    zh: '该固件不适用于此设备（已禁用、型号或硬件不符，或不在版本范围内）',
    es: 'Esta imagen no se ofrece a este dispositivo (deshabilitada, otro modelo o hardware, o fuera de su rango de versiones)',
  },
  4004: {
    en: 'No upgrade of this device is running',
    zh: '该设备没有正在进行的升级',
    es: 'No hay ninguna actualización en curso en este dispositivo',
  },
  5000: { en: 'Code is exist', zh: '编码已存在', es: 'El código ya existe' },
  // Demand-response enrolment (spec section 9 names the messages, not their codes; ADR 0048).
  5001: { en: 'Device exists', zh: '设备已存在', es: 'El dispositivo ya existe' },
  5002: { en: 'Device does not exist', zh: '设备不存在', es: 'El dispositivo no existe' },
  5003: { en: 'Enrolment does not exist', zh: '注册不存在', es: 'La inscripción no existe' },
  5004: { en: 'Device already used', zh: '设备已被使用', es: 'El dispositivo ya está en uso' },
  5005: {
    en: 'Customer account already bound',
    zh: '客户账号已绑定',
    es: 'La cuenta del cliente ya está vinculada',
  },
  // Sunfleet's own: an action the enrolment's state does not allow (the page offers only allowed ones).
  5006: {
    en: 'The enrolment is {state}: this action is not possible',
    zh: '注册状态为 {state}：无法执行此操作',
    es: 'La inscripción está {state}: esta acción no es posible',
  },
  5020: {
    en: 'The demand-response event does not exist',
    zh: '需求响应事件不存在',
    es: 'El evento de respuesta a la demanda no existe',
  },
  5021: {
    en: 'The event has ended or is already cancelled',
    zh: '该事件已结束或已取消',
    es: 'El evento ha terminado o ya está cancelado',
  },
  // Sunfleet's own: the OpenADR webhook (docs/adr/0058), answered to the VTN, not to a person.
  5022: {
    en: 'The notification does not carry the bearer token of a Sunfleet subscription',
    zh: '通知未携带 Sunfleet 订阅的持有者令牌',
    es: 'La notificación no lleva el token portador de una suscripción de Sunfleet',
  },
  5023: {
    en: 'The notification is not an OpenADR 3.1.0 notification: {reasons}',
    zh: '该通知不是 OpenADR 3.1.0 通知：{reasons}',
    es: 'La notificación no es una notificación de OpenADR 3.1.0: {reasons}',
  },
} as const satisfies Record<number, TLocalized>;

export type TErrorCode = keyof typeof errorCatalogue;

/** Named codes, so code reads `ErrorCode.wrongCredentials` rather than a bare 102. */
export const ErrorCode = {
  ok: 0,
  failed: 1,
  noPermission: 2,
  notFound: 3,
  validation: 4,
  codeWrong: 5,
  codeExpired: 6,
  badCoordinates: 10,
  accountDisabled: 101,
  wrongCredentials: 102,
  accountRegistered: 103,
  accountExists: 104,
  accountNotRegistered: 105,
  accountInOtherCompany: 106,
  oldPasswordWrong: 108,
  tooManyAttempts: 109,
  codeSentRecently: 110,
  tooManyRequests: 111,
  agentExists: 202,
  duplicateCompanyName: 203,
  alreadyCustomer: 207,
  typeHasSubtypes: 208,
  typeHasCustomers: 209,
  gatewayKeyWrong: 300,
  gatewayUsed: 301,
  gatewayMissing: 305,
  gatewayLocked: 306,
  commandNotCancellable: 307,
  commandQueueFull: 308,
  commandRateLimited: 309,
  campaignStateRefused: 320,
  tokenInvalid: 401,
  inverterMissing: 600,
  inverterSettingUnsupported: 601,
  deviceOffline: 602,
  deviceUpgrading: 603,
  settingsBusy: 604,
  plantMissing: 700,
  shareToSelf: 701,
  shareToCompanyUser: 702,
  shareCompanyPlant: 703,
  transferFailed: 704,
  roleLimit: 800,
  roleExists: 801,
  ownRoleLocked: 802,
  agentSelf: 900,
  agentEmployee: 901,
  agentNotAdmin: 902,
  agentOfOthers: 903,
  firmwareNameDuplicate: 4000,
  gatewayFirmwareCurrent: 4001,
  firmwareVersionDuplicate: 4002,
  firmwareNotOffered: 4003,
  upgradeNotRunning: 4004,
  codeExists: 5000,
  drDeviceExists: 5001,
  drDeviceMissing: 5002,
  drEnrollmentMissing: 5003,
  drDeviceUsed: 5004,
  drAccountBound: 5005,
  drStateRefused: 5006,
  drEventMissing: 5020,
  drEventNotCancellable: 5021,
  drNotificationUnauthorized: 5022,
  drNotificationInvalid: 5023,
} as const satisfies Record<string, TErrorCode>;

export function isErrorCode(code: number): code is TErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The message of a code in a language, with `{placeholders}` filled. */
export function errorMessage(
  code: TErrorCode,
  lang: TLang,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(errorCatalogue[code][lang], params);
}
