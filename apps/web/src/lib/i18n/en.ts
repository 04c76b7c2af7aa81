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
