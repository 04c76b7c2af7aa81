import type { TUiStrings } from './en.ts';
import { esCore } from './es-core.ts';
import { plantsEs, workdataEs } from './plants/es.ts';
import { invertersEs } from './inverters/es.ts';
import { companiesEs, versionsEs } from './companies/es.ts';
import { customersEs } from './customers/es.ts';
import { firmwareEs } from './firmware/es.ts';
import { upgradesEs } from './upgrades/es.ts';
import { protocolsEs } from './protocols/es.ts';
import { logsEs } from './logs/es.ts';
import { gatewaysEs } from './gateways/es.ts';
import { settingsEs } from './settings/es.ts';
import { toolboxEs } from './toolbox/es.ts';
import { commandsEs } from './commands/es.ts';
import { campaignsEs } from './campaigns/es.ts';
import { demandResponseEs } from './demand-response/es.ts';
import { drEventsEs } from './dr-events/es.ts';
import { devicesEs } from './devices/es.ts';

export const es: TUiStrings = {
  ...esCore,
  download: {
    title: 'Sunfleet en su teléfono',
    text: 'Consulte sus plantas, reciba alarmas y ponga en marcha pasarelas in situ.',
    android: 'Android',
    androidText: 'Para teléfonos y tabletas con Android 8 o posterior.',
    ios: 'iOS',
    iosText: 'Para iPhone y iPad con iOS 14 o posterior.',
    notPublished: 'Aún no publicada',
    notPublishedText: 'El enlace de descarga aparecerá aquí en cuanto la aplicación esté en la tienda.',
  },
  firmwareLog: {
    title: 'Registro de versiones de firmware',
    text: 'Notas de versión del firmware de pasarelas e inversores publicado en Sunfleet.',
    empty: 'Todavía no se ha publicado ningún firmware.',
  },
  empty: {
    notYet: 'Aún no hay nada',
    planned: 'Esta página aún no está construida',
    todayDevices: 'Hoy, la vista general de cada planta lista sus dispositivos con sus últimas lecturas.',
    todayEvents: 'Hoy, la vista general de cada planta lista sus eventos.',
    openPlants: 'Abrir la lista de plantas',
    gateways:
      'Listará todas las pasarelas que puede ver, con su estado, y permitirá importar una pasarela con su SN y clave.',
    inverters: 'Listará todos los inversores que notifican sus pasarelas, con su estado y lecturas.',
    batteries: 'Listará los paquetes de baterías que notifican sus pasarelas, con sus datos del BMS.',
    events: 'Listará las alarmas y fallos de todos sus dispositivos, con filtros.',
    enrollmentPlan: 'Permitirá inscribir plantas en programas de respuesta a la demanda.',
    demandEvents: 'Listará los eventos de despacho de los programas de respuesta a la demanda.',
    customerList: 'Listará sus clientes y sus plantas.',
    customerTypes: 'Contendrá los tipos por los que se clasifican los clientes.',
    maintenanceLog: 'Contendrá los registros de mantenimiento de sus plantas.',
    allGateways: 'Listará todas las pasarelas de la plataforma.',
  },
  profile: {
    title: 'Ajustes personales',
    subtitle: 'Su perfil, contraseña y preferencias',
    profileCard: 'Perfil',
    avatar: 'Avatar',
    changeAvatar: 'Cambiar avatar',
    avatarHint: 'JPG, JPEG o PNG, como máximo 6 MB',
    nickname: 'Apodo',
    account: 'Cuenta',
    language: 'Idioma',
    theme: 'Tema',
    save: 'Guardar cambios',
    saved: 'Guardado',
    passwordCard: 'Cambiar contraseña',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    changePassword: 'Cambiar contraseña',
    passwordChanged: 'Contraseña cambiada',
    avatarUpdated: 'Avatar actualizado',
  },
  mailDelivery: {
    serverLog:
      'Aquí no hay servidor de correo, así que no se envió nada: el código se escribió en el registro del servidor. Pídaselo al administrador (en la demo, está en la consola que ejecuta npm start).',
  },
  alarmMail: {
    title: 'Correos de alarma',
    hint: 'Reciba un correo cuando un evento siga abierto más de unos minutos, y otro cuando vuelva a la normalidad. Un dispositivo que cambia sin parar envía como máximo un correo por hora y después un resumen.',
    email: 'Correo electrónico',
    getCode: 'Obtener código',
    code: 'Código del correo',
    codeSent: 'Código enviado: revise su bandeja',
    levels: 'Niveles',
    plants: 'Plantas',
    plantsHint: 'Déjelo vacío para todas las plantas que ve.',
    allPlants: 'Todas mis plantas',
    save: 'Guardar',
    saved: 'Correos de alarma activados',
  },
  plants: plantsEs,
  workdata: workdataEs,
  protocols: protocolsEs,
  inverters: invertersEs,
  companies: companiesEs,
  versions: versionsEs,
  customers: customersEs,
  firmware: firmwareEs,
  upgrades: upgradesEs,
  toolbox: toolboxEs,
  settings: settingsEs,
  commands: commandsEs,
  campaigns: campaignsEs,
  demandResponse: demandResponseEs,
  drEvents: drEventsEs,
  logs: logsEs,
  gateways: gatewaysEs,
  devices: devicesEs,
};
