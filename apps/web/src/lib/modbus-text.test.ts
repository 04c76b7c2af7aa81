import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { modbusMessageText, replyFrameText } from './modbus-text.ts';

describe('a Modbus message in words', () => {
  beforeAll(() =>
    i18next.init({
      lng: 'en',
      resources: { en: { translation: en }, es: { translation: es } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    }),
  );

  it('names an exception as the toolbox does, not as JSON', () => {
    const exception = { kind: 'exception', functionCode: 3, exceptionCode: 2 } as const;
    expect(modbusMessageText(exception, i18next.t)).toBe(
      'Illegal data address (0x02) to Read holding registers',
    );
    expect(modbusMessageText(exception, i18next.getFixedT('es'))).toBe(
      'Dirección de datos no válida (0x02) a Leer registros de retención',
    );
  });

  it('says what a write did', () => {
    expect(modbusMessageText({ kind: 'writeSingle', address: 40, value: 7 }, i18next.t)).toBe(
      'Write 7 to register 40',
    );
    expect(modbusMessageText({ kind: 'writeMultipleReply', start: 100, count: 4 }, i18next.t)).toBe(
      '4 registers written from address 100',
    );
  });

  it('says a debug log’s reply frame in words, an exception by its name; an error text stays as is', () => {
    // 01 83 02 + CRC: the device refused a read of holding registers at an address it lacks.
    expect(replyFrameText('018302C0F1', 'rtu', i18next.t)).toBe(
      'Illegal data address (0x02) to Read holding registers',
    );
    expect(replyFrameText('No reply', 'rtu', i18next.t)).toBeNull();
  });
});
