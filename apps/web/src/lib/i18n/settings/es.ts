import type { TUiStrings } from '../en.ts';

/** Spanish strings of remote parameter settings (`settings.*`). */
export const settingsEs: TUiStrings['settings'] = {
  subtitle: 'Lea y cambie los parámetros de un inversor a través de su pasarela',
  snLabel: 'SN del inversor',
  snPlaceholder: 'El número de serie del inversor',
  open: 'Abrir',
  family: 'Familia de ajustes',
  readAt: 'Leído del dispositivo',
  readAgain: 'Leer de nuevo',
  reading: 'Leyendo los valores actuales del dispositivo…',
  noParameters: 'No hay parámetros configurables',
  group: 'Se escriben juntos',
  save: 'Guardar en el dispositivo',
  saving: 'Escribiendo y releyendo…',
  nothingChanged: 'Nada ha cambiado en esta página',
  now: 'Hora de este equipo',
  allConfirmed: 'El dispositivo confirmó {{count}} valor(es).',
  notConfirmed: 'El dispositivo no confirmó {{count}} valor(es).',
  unchanged: 'Ya establecidos: {{keys}}',
  result: {
    name: 'Parámetro',
    before: 'Antes',
    requested: 'Solicitado',
    after: 'Ahora en el dispositivo',
    state: 'Estado',
  },
  confirmed: 'Confirmado',
  rejected: 'No confirmado',
  unavailable: 'Los ajustes no están disponibles',
  back: 'Volver',
};
