import {
  communicationKindNames,
  maintenanceActionNames,
  maintenanceResultNames,
  namesIn,
} from '@sunfleet/contract/maintenance-words';

import type { TUiStrings } from '../en.ts';

/** Spanish strings of the logs. */
export const logsEs: TUiStrings['logs'] = {
  subtitle: 'Lo que se hizo en sus plantas, pasarelas y dispositivos, lo que enviaron y lo rechazado',
  tabs: {
    maintenance: 'Registro de mantenimiento',
    communication: 'Registro de comunicación',
    debug: 'Registro de depuración',
  },
  filter: {
    plant: 'Planta',
    gateway: 'SN de pasarela',
    device: 'SN de dispositivo',
    action: 'Acción',
    kind: 'Tipo',
    time: 'Hora',
    search: 'Buscar',
    reset: 'Restablecer',
    export: 'Exportar Excel',
    exportFailed: 'La exportación falló; inténtelo de nuevo',
    refusals: 'Todos los rechazos',
  },
  column: {
    time: 'Hora',
    actor: 'Por',
    action: 'Acción',
    plant: 'Planta',
    gateway: 'Pasarela',
    device: 'Dispositivo',
    result: 'Resultado',
    detail: 'Detalle',
    kind: 'Tipo',
    counts: 'Tramas (guardadas / duplicadas / rechazadas)',
    size: 'Tamaño',
    repeats: 'Veces',
    content: 'Contenido',
    state: 'Estado',
    request: 'Petición',
    reply: 'Respuesta',
  },
  system: 'Sunfleet',
  total: '{{total}} registros',
  view: 'Ver',
  contentTitle: 'Envío {{msgId}}',
  noFrames: 'No se conservan lecturas de este envío (rechazado, o más antiguo que la retención de tramas).',
  registers: 'Registros',
  action: namesIn(maintenanceActionNames, 'es'),
  result: namesIn(maintenanceResultNames, 'es'),
  kind: namesIn(communicationKindNames, 'es'),
};
