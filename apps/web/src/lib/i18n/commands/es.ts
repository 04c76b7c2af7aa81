import { commandStateNames } from '@sunfleet/contract/commands';
import { namesIn } from '@sunfleet/contract/maintenance-words';
import type { TUiStrings } from '../en.ts';

/** Spanish strings of the command channel. */
export const commandsEs: TUiStrings['commands'] = {
  states: namesIn(commandStateNames, 'es'),
  kinds: {
    restart: 'Reinicio',
    lock: 'Bloqueo',
    unlock: 'Desbloqueo',
    setDigitalOutput: 'Salida digital',
    setProtocol: 'Cambio de protocolo',
    modbusDebug: 'Depuración remota',
    readRegisters: 'Lectura de registros',
    writeRegisters: 'Escritura de registros',
    setPower: 'Encendido/apagado',
    upgradeFirmware: 'Actualización de firmware',
    cancelUpgrade: 'Cancelar actualización',
    demandResponse: 'Respuesta a la demanda',
  },
  queuedOffline: 'Esperando a que la pasarela se conecte (hasta {{until}})',
  attempt: 'Intento {{attempts}}',
  cancel: 'Cancelar',
  live: 'En directo',
};
