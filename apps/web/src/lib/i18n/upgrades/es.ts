import type { upgradesEn } from './en.ts';

/** Textos en español de las actualizaciones remotas (`upgrades.*`). */
export const upgradesEs: typeof upgradesEn = {
  button: 'Actualización remota',
  pickTitle: 'Actualización remota de {{sn}}',
  pickIntro:
    'Solo se ofrecen imágenes habilitadas hechas para este dispositivo: su modelo y hardware, su versión actual dentro del rango que acepta cada imagen y más recientes que la instalada (anteriores solo si la imagen lo permite).',
  current: 'Versión actual',
  none: 'No se ofrece ninguna imagen a este dispositivo.',
  publishedAt: 'Publicada',
  state: 'Estado',
  start: 'Actualizar',
  startConfirm: '¿Actualizar {{sn}} a {{version}}? Deja de funcionar mientras se graba y se reinicia.',
  progressTitle: 'Actualización de {{sn}}',
  back: 'Volver al dispositivo',
  from: 'Desde',
  to: 'A',
  startedAt: 'Inicio',
  finishedAt: 'Fin',
  cancel: 'Cancelar actualización',
  cancelConfirm:
    '¿Pedir al dispositivo que detenga la actualización? Algunos modelos no pueden detenerse una vez iniciada.',
  noUpgrade: 'Este dispositivo aún no se ha actualizado desde Sunfleet.',
  verifying:
    'Grabada. Éxito cuando el dispositivo vuelva con la nueva versión y siga en buen estado unos minutos.',
  history: 'Lo ocurrido',
  states: {
    downloading: 'Descargando archivo',
    sending: 'Enviando archivo',
    upgrading: 'Actualizando',
    verifying: 'Actualizando: verificando',
    success: 'Éxito',
    failure: 'Fallo',
    cancelled: 'Cancelado',
    cancelFailed: 'Cancelación fallida',
  },
  steps: { file: 'Archivo', flash: 'Grabación', verify: 'Verificación', done: 'Hecho' },
};
