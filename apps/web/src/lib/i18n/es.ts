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
