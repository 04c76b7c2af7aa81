import type { TUiStrings } from './en.ts';
import { zhCore } from './zh-core.ts';
import { plantsZh, workdataZh } from './plants/zh.ts';
import { invertersZh } from './inverters/zh.ts';
import { companiesZh, versionsZh } from './companies/zh.ts';
import { customersZh } from './customers/zh.ts';
import { firmwareZh } from './firmware/zh.ts';
import { upgradesZh } from './upgrades/zh.ts';
import { protocolsZh } from './protocols/zh.ts';
import { logsZh } from './logs/zh.ts';
import { gatewaysZh } from './gateways/zh.ts';
import { settingsZh } from './settings/zh.ts';
import { toolboxZh } from './toolbox/zh.ts';
import { commandsZh } from './commands/zh.ts';
import { campaignsZh } from './campaigns/zh.ts';
import { demandResponseZh } from './demand-response/zh.ts';
import { drEventsZh } from './dr-events/zh.ts';
import { devicesZh } from './devices/zh.ts';

export const zh: TUiStrings = {
  ...zhCore,
  plants: plantsZh,
  workdata: workdataZh,
  protocols: protocolsZh,
  inverters: invertersZh,
  companies: companiesZh,
  versions: versionsZh,
  customers: customersZh,
  firmware: firmwareZh,
  upgrades: upgradesZh,
  toolbox: toolboxZh,
  settings: settingsZh,
  commands: commandsZh,
  campaigns: campaignsZh,
  demandResponse: demandResponseZh,
  drEvents: drEventsZh,
  logs: logsZh,
  gateways: gatewaysZh,
  devices: devicesZh,
};
