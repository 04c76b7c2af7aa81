import { fillTemplate, type TLang, type TLocalized } from './lang.ts';

/**
 * Messages of input validation (spec sections 5 and 8). A validator reports the key of its
 * message and the values to fill in; web and api turn the key into text in the user's language.
 */
export const inputMessages = {
  required: { en: 'Please fill in this field', zh: '请填写此项', es: 'Rellene este campo' },
  specialChars: {
    en: 'Do not enter special characters',
    zh: '请勿输入特殊字符',
    es: 'No introduzca caracteres especiales',
  },
  spaces: { en: 'Do not enter spaces', zh: '请勿输入空格', es: 'No introduzca espacios' },
  illegal: { en: 'Please input legal content', zh: '请输入合法内容', es: 'Introduzca un contenido válido' },
  tooDeep: {
    en: 'Nested too deeply: at most {max} levels',
    zh: '嵌套层级过深：最多{max}层',
    es: 'Anidado demasiado profundo: {max} niveles como máximo',
  },
  positiveInteger: {
    en: 'Please input positive integer',
    zh: '请输入正整数',
    es: 'Introduzca un número entero positivo',
  },
  range: { en: 'Please input {min}-{max}', zh: '请输入{min}-{max}', es: 'Introduzca {min}-{max}' },
  decimals: {
    en: 'Please input {min}-{max}, at most {places} decimal places',
    zh: '请输入{min}-{max}，最多{places}位小数',
    es: 'Introduzca {min}-{max}, con {places} decimales como máximo',
  },
  length: {
    en: 'Please input {min} to {max} characters',
    zh: '请输入{min}到{max}个字符',
    es: 'Introduzca de {min} a {max} caracteres',
  },
  maxLength: {
    en: 'At most {max} characters',
    zh: '最多{max}个字符',
    es: 'Como máximo {max} caracteres',
  },
  maxBytes: {
    en: 'Set failed: at most {max} bytes',
    zh: '设置失败：最多{max}个字节',
    es: 'Error al guardar: como máximo {max} bytes',
  },
  plantName: {
    en: 'The plant name is 5 to 32 characters',
    zh: '电站名称为5到32个字符',
    es: 'El nombre de la planta tiene de 5 a 32 caracteres',
  },
  password: {
    en: 'The password is 6 to 16 characters',
    zh: '密码为6到16个字符',
    es: 'La contraseña tiene de 6 a 16 caracteres',
  },
  passwordMismatch: {
    en: 'The two passwords do not match',
    zh: '两次输入的密码不一致',
    es: 'Las dos contraseñas no coinciden',
  },
  account: {
    en: 'Enter an e-mail address or a phone number of the chosen country (or with its country code, +34 612 345 678)',
    zh: '请输入邮箱或所选国家的手机号（或带国家代码，如 +86 138 0013 8000）',
    es: 'Introduzca un correo electrónico o un teléfono del país elegido (o con prefijo internacional, +34 612 345 678)',
  },
  email: {
    en: 'Enter a valid e-mail address',
    zh: '请输入有效的邮箱地址',
    es: 'Introduzca un correo electrónico válido',
  },
  codeNeeded: {
    en: 'Enter the code sent to this address',
    zh: '请输入发送到该地址的验证码',
    es: 'Introduzca el código enviado a esta dirección',
  },
  code: {
    en: 'The verification code is 6 digits',
    zh: '验证码为6位数字',
    es: 'El código de verificación tiene 6 dígitos',
  },
  agreement: {
    en: 'Please read and accept the user agreement',
    zh: '请阅读并同意用户协议',
    es: 'Lea y acepte el acuerdo de usuario',
  },
  gatewaySn: {
    en: 'The gateway SN may not be empty',
    zh: '网关SN不能为空',
    es: 'El SN de la pasarela no puede estar vacío',
  },
  gatewayKey: {
    en: 'The gateway key may not be empty',
    zh: '网关密钥不能为空',
    es: 'La clave de la pasarela no puede estar vacía',
  },
  gatewayRegistered: {
    en: 'This gateway SN is already registered',
    zh: '该网关SN已注册',
    es: 'Este SN de pasarela ya está registrado',
  },
  snRepeated: {
    en: 'This SN is already in row {row} of the file',
    zh: '该SN已在文件第{row}行出现',
    es: 'Este SN ya figura en la fila {row} del archivo',
  },
  timeRange: {
    en: 'The time range is not valid',
    zh: '时间范围无效',
    es: 'El intervalo de tiempo no es válido',
  },
  lastSegmentEnd: {
    en: 'The last time segment must end at 24:00 (or 23:59)',
    zh: '最后一个时间段必须在24:00（或23:59）结束',
    es: 'El último tramo debe terminar a las 24:00 (o 23:59)',
  },
  maxItems: {
    en: 'At most {max} items',
    zh: '最多{max}项',
    es: 'Como máximo {max} elementos',
  },
  minItems: {
    en: 'At least {min} item(s)',
    zh: '至少{min}项',
    es: 'Al menos {min} elemento(s)',
  },
  duplicate: {
    en: 'Values must not repeat',
    zh: '值不能重复',
    es: 'Los valores no deben repetirse',
  },
  serialRepeated: {
    en: 'Serial numbers must not repeat',
    zh: '序列号不能重复',
    es: 'Los números de serie no deben repetirse',
  },
  terms: {
    en: 'Please read and accept the programme terms',
    zh: '请阅读并同意计划条款',
    es: 'Lea y acepte las condiciones del programa',
  },
  fileType: {
    en: 'Only {types} files are allowed',
    zh: '只允许{types}文件',
    es: 'Solo se permiten archivos {types}',
  },
  fileSize: {
    en: 'The file may be at most {max}',
    zh: '文件不能超过{max}',
    es: 'El archivo puede tener como máximo {max}',
  },
  coordinates: {
    en: 'Wrong format of longitude and latitude',
    zh: '经纬度格式错误',
    es: 'Formato de longitud y latitud incorrecto',
  },
  timeZone: {
    en: 'Choose a time zone from the list',
    zh: '请从列表中选择时区',
    es: 'Elija una zona horaria de la lista',
  },
  currency: {
    en: 'Choose a currency from the list',
    zh: '请从列表中选择货币',
    es: 'Elija una moneda de la lista',
  },
  date: {
    en: 'Enter a date as YYYY-MM-DD',
    zh: '请输入YYYY-MM-DD格式的日期',
    es: 'Introduzca una fecha como AAAA-MM-DD',
  },
  oneFile: {
    en: 'Choose one file only',
    zh: '只能选择一个文件',
    es: 'Elija un solo archivo',
  },
  uploadQuota: {
    en: 'Too many pictures uploaded and not used yet. Use one or try again later.',
    zh: '已上传但未使用的图片过多。请先使用或稍后再试。',
    es: 'Demasiadas imágenes subidas sin usar. Use una o inténtelo más tarde.',
  },
  fileContent: {
    en: 'Import failed: file content error',
    zh: '导入失败：文件内容错误',
    es: 'Error de importación: contenido del archivo incorrecto',
  },
  dictionaryInUse: {
    en: '{count} device(s) are polled with this dictionary; give them another one first',
    zh: '有 {count} 台设备正在使用此字典，请先为它们更换字典',
    es: '{count} dispositivo(s) usan este diccionario; asígneles otro antes',
  },
  invalid: { en: 'Invalid value', zh: '无效的值', es: 'Valor no válido' },
  deviceUpgrading: {
    en: 'The device is upgrading; try again when the upgrade has finished',
    zh: '设备升级中，请在升级完成后重试',
    es: 'El dispositivo se está actualizando; inténtelo cuando termine',
  },
  deviceOffline: {
    en: 'The device is offline: turn its power on or check its network',
    zh: '设备离线：请打开设备电源或检查网络',
    es: 'El dispositivo está desconectado: enciéndalo o revise su red',
  },
  notAMeter: {
    en: 'Only a meter of a plant can be its master meter',
    zh: '只有电站的电表才能设为主电表',
    es: 'Solo un contador de una planta puede ser su contador principal',
  },
  roleInUse: {
    en: '{count} staff member(s) hold this role; give them another one first',
    zh: '有 {count} 名员工正在使用此角色，请先为他们更换角色',
    es: '{count} miembro(s) del personal tienen este rol; asígneles otro antes',
  },
  agentCycle: {
    en: 'This company is above yours; it cannot be your agent',
    zh: '该公司是您的上级公司，不能成为您的代理商',
    es: 'Esta empresa está por encima de la suya; no puede ser su agente',
  },
  versionExists: {
    en: 'This version number exists',
    zh: '该版本号已存在',
    es: 'Este número de versión ya existe',
  },
  firmwareVersionOrder: {
    en: 'The version must be higher than the latest one, {latest}',
    zh: '版本号必须高于最新版本 {latest}',
    es: 'La versión debe ser superior a la última, {latest}',
  },
  firmwarePublished: {
    en: 'A published image never changes; upload it as a new version',
    zh: '已发布的固件不可更改，请作为新版本上传',
    es: 'Una imagen publicada no cambia; súbala como una versión nueva',
  },
  firmwareEnabled: {
    en: 'Disable the firmware before deleting it',
    zh: '请先禁用该固件再删除',
    es: 'Desactive el firmware antes de eliminarlo',
  },
  firmwareContent: {
    en: 'File content error',
    zh: '文件内容错误',
    es: 'Error en el contenido del archivo',
  },
  typeHasSubtype: {
    en: 'The type has subtypes and cannot be deleted',
    zh: '该类型存在子类型，无法删除',
    es: 'El tipo tiene subtipos y no se puede eliminar',
  },
  typeInUse: {
    en: 'Firmware or products still use this type',
    zh: '仍有固件或产品使用此类型',
    es: 'Aún hay firmware o productos con este tipo',
  },
  selectPrimary: {
    en: 'Please select a primary title',
    zh: '请选择一级标题',
    es: 'Seleccione un título principal',
  },
  secondaryExists: {
    en: 'A secondary label with the same name exists under the target',
    zh: '目标下已存在同名二级标签',
    es: 'Ya existe una etiqueta secundaria con el mismo nombre en el destino',
  },
  typeExists: {
    en: 'A label with this name exists',
    zh: '该名称的标签已存在',
    es: 'Ya existe una etiqueta con este nombre',
  },
  productExists: {
    en: 'This product exists',
    zh: '该产品已存在',
    es: 'Este producto ya existe',
  },
  debugWriteConfirm: {
    en: "Confirm the write: it changes the device's registers",
    zh: '请确认写入：它会修改设备的寄存器',
    es: 'Confirme la escritura: cambia los registros del equipo',
  },
  debugWriteElsewhere: {
    en: 'A write (06, 16) is sent as a write, after confirming it',
    zh: '写入（06、16）须确认后作为写入发送',
    es: 'Una escritura (06, 16) se envía como escritura, tras confirmarla',
  },
  debugReadElsewhere: {
    en: 'Only a write (06, 16) is sent here; send a read (03, 04) as a read',
    zh: '此处只发送写入（06、16）；读取（03、04）请作为读取发送',
    es: 'Aquí solo se envía una escritura (06, 16); envíe una lectura (03, 04) como lectura',
  },
} as const satisfies Record<string, TLocalized>;

export type TInputMessage = keyof typeof inputMessages;

export function isInputMessage(key: string): key is TInputMessage {
  return Object.hasOwn(inputMessages, key);
}

export function inputMessage(
  key: TInputMessage,
  lang: TLang,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(inputMessages[key][lang], params);
}
