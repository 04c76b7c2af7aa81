import { commandStateNames } from '@sunfleet/contract/commands';
import { namesIn } from '@sunfleet/contract/maintenance-words';
/** English strings of the command channel (`commands.*`): a command's state as users see it. */
export const commandsEn = {
  states: namesIn(commandStateNames, 'en'),
  kinds: {
    restart: 'Restart',
    lock: 'Lock',
    unlock: 'Unlock',
    setDigitalOutput: 'Digital output',
    setProtocol: 'Protocol change',
    modbusDebug: 'Remote debug',
    readRegisters: 'Register read',
    writeRegisters: 'Register write',
    setPower: 'Power on/off',
    upgradeFirmware: 'Firmware upgrade',
    cancelUpgrade: 'Cancel upgrade',
    demandResponse: 'Demand response',
  },
  queuedOffline: 'Waiting for the gateway to come online (until {{until}})',
  attempt: 'Attempt {{attempts}}',
  cancel: 'Cancel',
  live: 'Live',
} as const;
