import { plantsEn, workdataEn } from './plants/en.ts';
import { invertersEn } from './inverters/en.ts';
import { companiesEn, versionsEn } from './companies/en.ts';
import { customersEn } from './customers/en.ts';
import { firmwareEn } from './firmware/en.ts';
import { upgradesEn } from './upgrades/en.ts';
import { protocolsEn } from './protocols/en.ts';
import { logsEn } from './logs/en.ts';
import { gatewaysEn } from './gateways/en.ts';
import { settingsEn } from './settings/en.ts';
import { toolboxEn } from './toolbox/en.ts';
import { commandsEn } from './commands/en.ts';
import { campaignsEn } from './campaigns/en.ts';
import { demandResponseEn } from './demand-response/en.ts';
import { drEventsEn } from './dr-events/en.ts';
import { devicesEn } from './devices/en.ts';
import { enCore } from './en-core.ts';

/**
 * English UI strings: the first page's (en-core.ts) and every feature's. zh.ts and es.ts must have
 * exactly these keys (the type checks it).
 */
export const en = {
  ...enCore,
  download: {
    title: 'Sunfleet on your phone',
    text: 'Check your plants, get alarm notifications and commission gateways on site.',
    android: 'Android',
    androidText: 'For phones and tablets with Android 8 or newer.',
    ios: 'iOS',
    iosText: 'For iPhone and iPad with iOS 14 or newer.',
    notPublished: 'Not published yet',
    notPublishedText: 'The download link appears here as soon as the app is released in the store.',
  },
  firmwareLog: {
    title: 'Firmware release log',
    text: 'Release notes of gateway and inverter firmware published on Sunfleet.',
    empty: 'No firmware has been released yet.',
  },
  empty: {
    notYet: 'Nothing here yet',
    planned: 'This page is not built yet',
    todayDevices: "Today, each plant's overview lists its devices with their latest readings.",
    todayEvents: "Today, each plant's overview lists its events.",
    openPlants: 'Open the plant list',
    gateways:
      'It will list every gateway you can see, with its status, and import a gateway by its SN and key.',
    inverters: 'It will list every inverter your gateways report, with its status and readings.',
    batteries: 'It will list the battery packs your gateways report, with their BMS data.',
    events: 'It will list the alarms and faults of all your devices, with filters.',
    enrollmentPlan: 'It will enrol plants in demand-response programmes.',
    demandEvents: 'It will list the dispatch events of demand-response programmes.',
    customerList: 'It will list your customers and their plants.',
    customerTypes: 'It will hold the types customers are sorted by.',
    maintenanceLog: 'It will hold the maintenance records of your plants.',
    allGateways: 'It will list every gateway on the platform.',
  },
  profile: {
    title: 'Personal settings',
    subtitle: 'Your profile, password and preferences',
    profileCard: 'Profile',
    avatar: 'Avatar',
    changeAvatar: 'Change avatar',
    avatarHint: 'JPG, JPEG or PNG, at most 6 MB',
    nickname: 'Nickname',
    account: 'Account',
    language: 'Language',
    theme: 'Theme',
    save: 'Save changes',
    saved: 'Saved',
    passwordCard: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    avatarUpdated: 'Avatar updated',
  },
  mailDelivery: {
    serverLog:
      'No mail server is set up here, so nothing was e-mailed: the code was written to the server’s log. Ask your administrator for it (in the demo, it is in the console that runs npm start).',
  },
  alarmMail: {
    title: 'Alarm e-mails',
    hint: 'Get an e-mail when an event stays open for more than a few minutes, and again when it is back to normal. A device that keeps changing sends at most one e-mail per hour, then a digest.',
    email: 'E-mail address',
    getCode: 'Get code',
    code: 'Code from the e-mail',
    codeSent: 'Code sent: check your inbox',
    levels: 'Levels',
    plants: 'Plants',
    plantsHint: 'Leave empty for every plant you see.',
    allPlants: 'All my plants',
    save: 'Save',
    saved: 'Alarm e-mails on',
  },
  plants: plantsEn,
  workdata: workdataEn,
  protocols: protocolsEn,
  inverters: invertersEn,
  companies: companiesEn,
  versions: versionsEn,
  customers: customersEn,
  firmware: firmwareEn,
  upgrades: upgradesEn,
  toolbox: toolboxEn,
  settings: settingsEn,
  commands: commandsEn,
  campaigns: campaignsEn,
  demandResponse: demandResponseEn,
  drEvents: drEventsEn,
  logs: logsEn,
  gateways: gatewaysEn,
  devices: devicesEn,
} as const;

/** The shape every language file fills: same keys, any strings. */
type TWiden<T> = { [K in keyof T]: T[K] extends string ? string : TWiden<T[K]> };
export type TUiStrings = TWiden<Omit<typeof en, 'menu'>> & {
  menu: Partial<Record<keyof typeof en.route, string>>;
};

/** The strings of the first page and the app's frame, loaded before the first render. */
export type TCoreStrings = Pick<TUiStrings, keyof typeof enCore>;
