import type { TCommandKind } from './commands.ts';
import type { TLang, TLocalized } from './lang.ts';

/**
 * A command in people's words, in the reader's language ("Power off", "Digital output 1 closed"),
 * for the maintenance log and its export: never the wire's `setPower {"on": false}`.
 */

type TPayload = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const words = (value: unknown) => (Array.isArray(value) ? value.length : 0);

const say: Record<TCommandKind, (payload: TPayload) => TLocalized> = {
  restart: () => ({ en: 'Restart', zh: '重启', es: 'Reinicio' }),
  lock: () => ({ en: 'Lock', zh: '锁定', es: 'Bloqueo' }),
  unlock: () => ({ en: 'Unlock', zh: '解锁', es: 'Desbloqueo' }),
  setPower: ({ on }) =>
    on === true
      ? { en: 'Power on', zh: '开机', es: 'Encendido' }
      : { en: 'Power off', zh: '关机', es: 'Apagado' },
  setDigitalOutput: ({ output, on }) =>
    on === true
      ? {
          en: `Digital output ${text(output)} closed`,
          zh: `数字输出 ${text(output)} 闭合`,
          es: `Salida digital ${text(output)} cerrada`,
        }
      : {
          en: `Digital output ${text(output)} opened`,
          zh: `数字输出 ${text(output)} 断开`,
          es: `Salida digital ${text(output)} abierta`,
        },
  setProtocol: ({ dictionaryId }) => ({
    en: `Protocol changed to ${text(dictionaryId)}`,
    zh: `协议改为 ${text(dictionaryId)}`,
    es: `Protocolo cambiado a ${text(dictionaryId)}`,
  }),
  modbusDebug: ({ framing }) => ({
    en: `Remote debug (${text(framing).toUpperCase()} frame)`,
    zh: `远程调试（${text(framing).toUpperCase()} 帧）`,
    es: `Depuración remota (trama ${text(framing).toUpperCase()})`,
  }),
  readRegisters: ({ start, count }) => ({
    en: `Read ${text(count)} registers from ${text(start)}`,
    zh: `读取 ${text(start)} 起 ${text(count)} 个寄存器`,
    es: `Lectura de ${text(count)} registros desde ${text(start)}`,
  }),
  writeRegisters: ({ start, words: values }) => ({
    en: `Wrote ${words(values)} registers at ${text(start)}`,
    zh: `写入 ${text(start)} 起 ${words(values)} 个寄存器`,
    es: `Escritura de ${words(values)} registros en ${text(start)}`,
  }),
  upgradeFirmware: ({ version }) => ({
    en: `Firmware upgrade to ${text(version)}`,
    zh: `固件升级到 ${text(version)}`,
    es: `Actualización de firmware a ${text(version)}`,
  }),
  cancelUpgrade: () => ({ en: 'Upgrade cancelled', zh: '取消升级', es: 'Actualización cancelada' }),
  demandResponse: ({ eventId }) => ({
    en: `Demand-response event ${text(eventId)}`,
    zh: `需求响应事件 ${text(eventId)}`,
    es: `Evento de respuesta a la demanda ${text(eventId)}`,
  }),
};

/** The command's words, then the device's or gateway's error when it failed. */
export function commandWords(
  kind: TCommandKind,
  payload: TPayload,
  error: string | null,
  lang: TLang,
): string {
  const said = say[kind](payload)[lang];
  return error ? `${said}: ${error}` : said;
}
