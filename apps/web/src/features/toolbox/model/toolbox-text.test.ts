import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { asciiToBytes, bytesToAscii, hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame, explainFrame } from '@sunfleet/modbus/frame';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { fieldMeaning, failureText, parseRegisterValues, registerReference } from './toolbox-text.ts';
import { initialRequestForm, requestDraft } from './request-form.ts';

let english: TFunction;
let spanish: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: en }, es: { translation: es } } });
  english = instance.getFixedT('en');
  spanish = instance.getFixedT('es');
});

const failureOf = (run: () => unknown, t = english, lang: 'en' | 'es' = 'en') => {
  try {
    run();
  } catch (error) {
    return failureText(error, t, lang);
  }
  return undefined;
};

describe('toolbox texts', () => {
  it('explains every byte of a generated frame', () => {
    const rows = explainFrame(hexToBytes('01 10 00 6B 00 02 04 00 0A 01 02 14 67'), 'rtu', 'request');
    expect(rows.map((row) => fieldMeaning(row, 16, english))).toEqual([
      'Slave / unit id 1',
      'Function 0x10: Write multiple registers',
      'Start address 107 (0x006B), register 40108',
      'Number of registers: 2',
      'Byte count: 4',
      'Value 1: 10 (0x000A)',
      'Value 2: 258 (0x0102)',
      'CRC 0x6714 (low byte first)',
    ]);
  });

  it('names an exception reply and its code', () => {
    const rows = explainFrame(hexToBytes('00 01 00 00 00 03 11 84 02'), 'tcp', 'reply');
    expect(rows.map((row) => fieldMeaning(row, 4, spanish)).slice(-2)).toEqual([
      'Respuesta de excepción a la función 0x04: Leer registros de entrada',
      'Código de excepción 0x02: Dirección de datos no válida',
    ]);
  });

  it('says what is wrong with input and frames, in the reader’s language', () => {
    expect(failureOf(() => hexToBytes('0G'))).toBe('Please input legal content');
    expect(failureOf(() => asciiToBytes('ñ'), spanish, 'es')).toBe('Introduzca un contenido válido');
    expect(failureOf(() => hexToBytes('ABC'))).toBe(
      '3 hex digits do not make whole bytes (two digits a byte)',
    );
    expect(failureOf(() => bytesToAscii(hexToBytes('41 00')))).toBe(
      'Byte 2 (00) is no printable ASCII character',
    );
    expect(failureOf(() => decodeFrame(hexToBytes('01 03 00 00 00 0A C5 CE'), 'rtu', 'request'))).toBe(
      'Bad CRC: the frame carries 0xCEC5, its bytes give 0xCDC5',
    );
    expect(failureOf(() => decodeFrame(hexToBytes('01 05 00 00 FF 00 8C 3A'), 'rtu', 'request'))).toBe(
      'Unknown function code 0x05',
    );
    expect(() => failureText(new Error('other'), english, 'en')).toThrow('other');
  });

  it('gives the 4xxxx or 3xxxx reference of a PDU address', () => {
    expect(registerReference(3, 0)).toBe('40001');
    expect(registerReference(4, 107)).toBe('30108');
    expect(registerReference(6, 9999)).toBe('410000');
  });

  it('reads register values in decimal or 0x hex', () => {
    expect(parseRegisterValues('10, 0x0102 7')).toEqual([10, 258, 7]);
    expect(parseRegisterValues('65536')).toBeUndefined();
    expect(parseRegisterValues('1, x')).toBeUndefined();
    expect(parseRegisterValues(' ')).toBeUndefined();
  });
});

describe('the generator form', () => {
  it('describes the read of ten holding registers of slave 1 at first', () => {
    const draft = requestDraft(initialRequestForm);
    expect(draft.state === 'ready' && encodeFrame(draft.frame)).toEqual(
      hexToBytes('01 03 00 00 00 0A C5 CD'),
    );
  });

  it('builds a TCP write of several registers, and waits for missing or unreadable fields', () => {
    const form = {
      ...initialRequestForm,
      framing: 'tcp',
      functionCode: 16,
      start: 1,
      values: '0x000A 258',
    } as const;
    const draft = requestDraft(form);
    expect(draft.state === 'ready' && encodeFrame(draft.frame)).toEqual(
      hexToBytes('00 01 00 00 00 0B 01 10 00 01 00 02 04 00 0A 01 02'),
    );
    expect(requestDraft({ ...form, values: '' })).toEqual({ state: 'incomplete' });
    expect(requestDraft({ ...form, values: '70000' })).toEqual({ state: 'badValues' });
    expect(requestDraft({ ...form, transactionId: null })).toEqual({ state: 'incomplete' });
  });
});
